import { termCalls } from '@contract/term-calls';
import { call } from '../call';
import type { TermInfo } from '@contract/term';
import type { RequestOptions } from '../client';

/** GET /park/bj/term/info: the school's activated term and whether this user may set it. */
export const getTermInfo = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<TermInfo> =>
  call(termCalls.getTermInfo, { schoolId }, options);
