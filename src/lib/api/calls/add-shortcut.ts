import { shortcutCalls } from '@contract/shortcuts-calls';
import { call } from '../call';
import type { Shortcut } from '@contract/shortcuts';

/** POST /park/index/fast (url, userId): star a page. */
export const addShortcut = (input: { url: string; schoolId: number; userId: number }): Promise<Shortcut> =>
  call(shortcutCalls.addShortcut, input, { quiet: 'unreachable' });
