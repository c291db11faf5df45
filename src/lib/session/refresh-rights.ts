import { getMenu } from '@/lib/api/calls/get-menu';
import { getUserInfo } from '@/lib/api/calls/get-user-info';
import { completeSession, getSessionState, sessionWithUserInfo } from './store';

/**
 * The member's rights changed on the server (a pull said so: sync scopes, docs/sync.md): load user info and menu
 * again, as the bootstrap does, so the menu, the buttons and the route guards follow at once. Quiet: a failure
 * leaves the session as it was, and the next pull asks again.
 */
export async function refreshRights(): Promise<void> {
  const { token, session } = getSessionState();
  if (!token || !session) return;
  const { schoolId, companyId } = session.schoolInfo;
  const [info, menu] = await Promise.all([getUserInfo({ schoolId, companyId }, { quiet: true }), getMenu(schoolId, { quiet: true })]);
  const now = getSessionState();
  // Signed out, in as someone else, or in another school meanwhile: the answers are stale.
  if (now.token !== token || !now.session || now.session.schoolInfo.schoolId !== schoolId) return;
  completeSession({ session: sessionWithUserInfo(now.session, info), userInfo: info, menu }, now.offline);
}
