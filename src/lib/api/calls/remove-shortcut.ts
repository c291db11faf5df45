import { shortcutCalls } from '@contract/shortcuts-calls';
import { call } from '../call';

/** DELETE /park/index/fast: un-star a page. */
export const removeShortcut = (input: { url: string; schoolId: number }): Promise<unknown> =>
  call(shortcutCalls.removeShortcut, input, { quiet: 'unreachable' });
