import { type SchoolYearInfo, schoolYearInfoSchema } from '@contract/term';
import { request, type RequestOptions } from '../client';

/** GET /park/bj/term/schoolYearByDate: the school year and term a day falls in. */
export const getSchoolYearByDate = (
  schoolId: number,
  date: string,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<SchoolYearInfo> =>
  request('/park/bj/term/schoolYearByDate', { ...options, params: { schoolId, date }, schema: schoolYearInfoSchema });
