import { type JoinInfo, joinInfoSchema } from '@contract/org/invitations';
import { request } from '../client';

/** GET /park/registration/anon/expire: the school a join key invites to and its seconds left, or 二维码已失效. */
export const checkJoinKey = (key: string): Promise<JoinInfo> =>
  request('/park/registration/anon/expire', { anonymous: true, quiet: true, params: { key }, schema: joinInfoSchema });
