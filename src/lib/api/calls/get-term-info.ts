import { type TermInfo, termInfoSchema } from '@contract/term';
import { request, type RequestOptions } from '../client';

/** GET /park/bj/term/info: the school's activated term and whether this user may set it. */
export const getTermInfo = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<TermInfo> =>
  request('/park/bj/term/info', { ...options, params: { schoolId }, schema: termInfoSchema });
