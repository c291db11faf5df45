import { schoolCodeStatusSchema } from '@contract/session';
import { request, type RequestOptions } from '../client';

/** GET /park/querySchoolCodeStatus */
export const querySchoolCodeStatus = (
  schoolId: number | null,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<{ status: number }> =>
  request('/park/querySchoolCodeStatus', { ...options, params: { schoolId }, schema: schoolCodeStatusSchema });
