import { getMenu } from '@/lib/api/calls/get-menu';
import { getTermWarn } from '@/lib/api/calls/get-term-warn';
import { getUserInfo } from '@/lib/api/calls/get-user-info';
import { querySchoolCodeStatus } from '@/lib/api/calls/query-school-code-status';
import { isApiError } from '@/lib/api/api-error';
import { completeSession, endSession, getSessionState, sessionWithUserInfo } from './store';

export type BootstrapResult = 'ready' | 'offline' | 'signed-out';

let inflight: Promise<BootstrapResult> | null = null;

/**
 * SPEC §4 session bootstrap: user info, menu, school code status and term warnings, all at once.
 * Any failure ends the session, except when the server cannot be reached: then the shell runs on what the
 * last online start cached in localStorage (offline-first), and `offline` is set until a later refresh works.
 */
async function bootstrap(): Promise<BootstrapResult> {
  const { token, session } = getSessionState();
  if (!token || !session) {
    endSession();
    return 'signed-out';
  }
  const { schoolId, companyId } = session.schoolInfo;
  const quiet = 'unreachable' as const;
  try {
    const [info, menu, codeStatus, termWarn] = await Promise.all([
      getUserInfo({ schoolId, companyId }, { quiet }),
      getMenu(schoolId, { quiet }),
      querySchoolCodeStatus(schoolId, { quiet }),
      getTermWarn(schoolId, { quiet }),
    ]);
    // Signed out (or in as someone else) while the calls were running: their answers are stale.
    if (getSessionState().token !== token) return getSessionState().token ? 'ready' : 'signed-out';
    completeSession(
      { session: sessionWithUserInfo(session, info), userInfo: info, menu, schoolCodeStatus: codeStatus.status, termWarn },
      false,
    );
    return 'ready';
  } catch (e) {
    if (isApiError(e) && e.unreachable && getSessionState().token === token) {
      completeSession({}, true);
      return 'offline';
    }
    endSession();
    return 'signed-out';
  }
}

function run(): Promise<BootstrapResult> {
  inflight ??= bootstrap().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** For the route guard: resolves once the session is usable (or gone). Runs the bootstrap once per start. */
export function ensureSession(): Promise<BootstrapResult> {
  const s = getSessionState();
  if (!s.token) return Promise.resolve('signed-out');
  if (s.phase === 'ready') return Promise.resolve(s.offline ? 'offline' : 'ready');
  return run();
}

/** Back online after an offline start: load fresh data; a token that expired meanwhile ends the session. */
export function revalidateSession(): Promise<BootstrapResult> {
  if (!getSessionState().token) return Promise.resolve('signed-out');
  return run();
}
