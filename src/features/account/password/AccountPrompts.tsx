import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import { readPreference, writePreference } from '@/lib/session/storage';
import { useSession } from '@/lib/session/store';
import { LoadSafely } from '@/ui/LoadOnOpen';
import { clearPasswordFlags, mustSetPassword, shouldChangePassword } from './password-flags';
import { PasswordWarnNotice } from './PasswordWarnNotice';

// Only an account without a password of its own sees it: its form loads then, not with every signed-in start.
const SetPasswordDialog = lazy(() => import('./SetPasswordDialog').then((m) => ({ default: m.SetPasswordDialog })));

export const CHANGE_PASSWORD_PATH = '/JCSZ/XGMM';
/** Device preference: the day the weak-password notice was last dismissed, per user (it comes back the next day). */
export const passwordWarnKey = (userId: number) => `yw.pref.pwdWarn.${userId}`;
const today = () => new Date().toLocaleDateString('sv-SE');

/**
 * What the session says about the password (SPEC §3): setPwd forces a first password before the app can be used;
 * pwdWarn suggests a change, at most once a day, and never on the change-password page itself.
 */
export function AccountPrompts() {
  const state = useSession();
  const navigate = useNavigate();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const userId = state.session?.userId ?? null;
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  if (!state.session || state.phase !== 'ready' || userId === null) return null;

  if (mustSetPassword(state)) {
    return (
      <LoadSafely>
        <SetPasswordDialog opened mobilePhone={state.userInfo?.userInfo.mobilePhone ?? ''} onDone={clearPasswordFlags} />
      </LoadSafely>
    );
  }
  const dismissed = dismissedFor === userId || readPreference(passwordWarnKey(userId)) === today();
  if (!shouldChangePassword(state) || dismissed || path === CHANGE_PASSWORD_PATH) return null;
  const dismiss = () => {
    writePreference(passwordWarnKey(userId), today());
    setDismissedFor(userId);
  };
  return (
    <PasswordWarnNotice
      onDismiss={dismiss}
      onChange={() => {
        setDismissedFor(userId);
        void navigate({ href: CHANGE_PASSWORD_PATH });
      }}
    />
  );
}
