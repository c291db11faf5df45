import { type UserInfoResponse, userInfoResponseSchema } from '@contract/session';
import { request, type RequestOptions } from '../client';

/** GET /park/login/getUserInfo: the user, the current school and the schools and companies to choose from. */
export const getUserInfo = (
  params: { schoolId?: number | null; companyId?: number | null },
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<UserInfoResponse> => request('/park/login/getUserInfo', { ...options, params, schema: userInfoResponseSchema });
