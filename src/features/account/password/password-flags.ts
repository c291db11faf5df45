import { completeSession, getSessionState } from '@/lib/session/store';

/** A new password was stored: the session no longer asks to set one (setPwd) or warns about a weak one (pwdWarn). */
export function clearPasswordFlags(): void {
  const { session, termWarn, offline } = getSessionState();
  if (!session) return;
  completeSession(
    {
      session: { ...session, setPwd: 0, pwdWarn: 0 },
      ...(termWarn ? { termWarn: { ...termWarn, noPwd: 0, pwdWarn: 0 } } : {}),
    },
    offline,
  );
}

/** SPEC §3/§7: setPwd on the session, or noPwd from /park/bj/term/warn. */
export const mustSetPassword = (s: ReturnType<typeof getSessionState>): boolean => s.session?.setPwd === 1 || s.termWarn?.noPwd === 1;
/** pwdWarn on the session or from /park/bj/term/warn: a default or weak password. */
export const shouldChangePassword = (s: ReturnType<typeof getSessionState>): boolean =>
  s.session?.pwdWarn === 1 || s.termWarn?.pwdWarn === 1;
