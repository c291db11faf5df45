import { type TermWarn, termWarnSchema } from '@contract/session';
import { request, type RequestOptions } from '../client';

/** GET /park/bj/term/warn: password and term-activation warnings for this user and school. */
export const getTermWarn = (schoolId: number | null, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<TermWarn> =>
  request('/park/bj/term/warn', { ...options, params: { schoolId }, schema: termWarnSchema });
