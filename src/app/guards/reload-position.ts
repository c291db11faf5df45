import { getUserInfo } from '@/lib/api/calls/get-user-info';
import { completeSession, getSessionState, sessionWithUserInfo } from '@/lib/session/store';

let reloadedFor: string | null = null;

/**
 * SPEC §6: a token without a position name reloads user info (a session saved by an older start, or a position
 * given since). Once per token, online only, and never in the way: a failure leaves the session as it is.
 */
export async function reloadPositionIfMissing(): Promise<void> {
  const s = getSessionState();
  if (!s.token || !s.session || s.session.positionName || s.offline || reloadedFor === s.token) return;
  reloadedFor = s.token;
  const { schoolId, companyId } = s.session.schoolInfo;
  try {
    const info = await getUserInfo({ schoolId, companyId }, { quiet: 'unreachable' });
    const now = getSessionState();
    if (now.token !== s.token || !now.session) return;
    completeSession({ session: sessionWithUserInfo(now.session, info), userInfo: info }, now.offline);
  } catch {
    // Session-ending codes were handled by the call; anything else keeps the session as it was.
  }
}
