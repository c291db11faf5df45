import { termCalls } from '@contract/term-calls';
import { call } from '../call';
import type { SchoolYearInfo } from '@contract/term';
import type { RequestOptions } from '../client';

/** GET /park/bj/term/schoolYearByDate: the school year and term a day falls in. */
export const getSchoolYearByDate = (
  schoolId: number,
  date: string,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<SchoolYearInfo> => call(termCalls.schoolYearByDate, { schoolId, date }, options);
