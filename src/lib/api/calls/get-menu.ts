import { sessionCalls } from '@contract/session-calls';
import { call } from '../call';
import type { MenuItem } from '@contract/menu';
import type { RequestOptions } from '../client';

/** GET /park/login/menu: the user's menu tree in this school, names already worded for its style. */
export const getMenu = (schoolId: number | null, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<MenuItem[]> =>
  call(sessionCalls.getMenu, { schoolId }, options);
