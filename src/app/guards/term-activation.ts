import { TERM_SETTINGS_PATH } from '@contract/routes';
import type { TermWarn } from '@contract/session';
import { TermMsg } from '@contract/term';
import { notify } from '@/lib/notify';

/** Term activation is still missing in this school (termWarn 1: the user may set it; 2: may not). */
export const isTermBlocked = (termWarn: TermWarn | null): boolean => !!termWarn && termWarn.termWarn !== 0;

export const termBlockMessage = (termWarn: TermWarn): string => (termWarn.termWarn === 1 ? TermMsg.mustSet : TermMsg.noPermission);

/** Pages a term-blocked user may still open: the settings page, and the error pages it could be sent to. */
const OPEN_WHILE_BLOCKED = new Set([TERM_SETTINGS_PATH, '/403', '/404']);

/**
 * SPEC §4: without an activated term, every route change except school settings is blocked. With the set-term
 * permission (1) the user is sent to settings with 请先设置学期激活系统后继续使用; without it (2) they are told to ask
 * someone who has it, and land on the settings page too, where the term can be read but not changed.
 */
export function termActivationRedirect(path: string, termWarn: TermWarn | null, tell = true): string | null {
  if (!isTermBlocked(termWarn) || !termWarn || OPEN_WHILE_BLOCKED.has(path)) return null;
  if (tell) notify.warning(termBlockMessage(termWarn));
  return TERM_SETTINGS_PATH;
}
