import { sessionCalls } from '@contract/session-calls';
import { call } from '../call';
import type { UserInfoResponse } from '@contract/session';
import type { RequestOptions } from '../client';

/** GET /park/login/getUserInfo: the user, the current school and the schools and companies to choose from. */
export const getUserInfo = (
  params: { schoolId?: number | null; companyId?: number | null },
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<UserInfoResponse> => call(sessionCalls.getUserInfo, params, options);
