import { shortcutCalls } from '@contract/shortcuts-calls';
import { call } from '../call';

/** POST /park/index/history: one visit of a page, for the frequently used pages of the workbench. Never toasts. */
export const recordVisit = (input: { url: string; schoolId: number }): Promise<unknown> =>
  call(shortcutCalls.recordVisit, input, { quiet: true });
