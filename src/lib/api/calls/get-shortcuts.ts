import { shortcutCalls } from '@contract/shortcuts-calls';
import { call } from '../call';
import type { Shortcut } from '@contract/shortcuts';
import type { RequestOptions } from '../client';

/** GET /park/index/fast: the user's shortcuts (快捷功能) in a school. */
export const getShortcuts = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<Shortcut[]> =>
  call(shortcutCalls.listShortcuts, { schoolId }, options);
