import { request } from '../client';

/** POST /park/acount/updateIsRemember: the 记住我 choice of this login; nobody waits for it, so failures stay quiet. */
export const updateIsRemember = (isRemember: 0 | 1): Promise<null> =>
  request<null>('/park/acount/updateIsRemember', { method: 'POST', json: { isRemember }, quiet: true });
