import { request } from '../client';

/** DELETE /park/index/fast: un-star a page. */
export const removeShortcut = (input: { url: string; schoolId: number }): Promise<unknown> =>
  request('/park/index/fast', { method: 'DELETE', json: input, quiet: 'unreachable' });
