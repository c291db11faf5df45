import { sessionCalls } from '@contract/session-calls';
import { call } from '../call';
import type { RequestOptions } from '../client';

/** GET /park/querySchoolCodeStatus */
export const querySchoolCodeStatus = (
  schoolId: number | null,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<{ status: number }> => call(sessionCalls.querySchoolCodeStatus, { schoolId }, options);
