import { sessionCalls } from '@contract/session-calls';
import { call } from '../call';
import type { TermWarn } from '@contract/session';
import type { RequestOptions } from '../client';

/** GET /park/bj/term/warn: password and term-activation warnings for this user and school. */
export const getTermWarn = (schoolId: number | null, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<TermWarn> =>
  call(sessionCalls.getTermWarn, { schoolId }, options);
