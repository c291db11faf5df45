import { shortcutCalls } from '@contract/shortcuts-calls';
import { call } from '../call';
import type { Usage } from '@contract/shortcuts';
import type { RequestOptions } from '../client';

/** GET /park/index/history: the pages this user opens most in a school. */
export const getFrequentPages = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<Usage[]> =>
  call(shortcutCalls.listFrequentPages, { schoolId }, options);
