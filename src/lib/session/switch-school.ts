import { Msg } from '@contract/errors';
import { flattenMenu, type MenuItem } from '@contract/menu';
import type { Order, Paged } from '@contract/orders/school-orders';
import { landingPath } from '@contract/routes';
import type { School } from '@contract/session';
import { getPendingOrders } from '@/lib/api/calls/get-pending-orders';
import { getSchoolMenu } from '@/lib/api/calls/get-school-menu';
import { getTermWarn } from '@/lib/api/calls/get-term-warn';
import { getUserInfo } from '@/lib/api/calls/get-user-info';
import { querySchoolCodeStatus } from '@/lib/api/calls/query-school-code-status';
import { notify } from '@/lib/notify';
import { emitSchoolSwitched } from './school-events';
import { clearSchoolCaches } from './storage';
import { completeSession, getSessionState, type SessionState, sessionWithUserInfo } from './store';

export type SwitchOutcome =
  /** The session works in the new school; go to `landing`. */
  | { kind: 'switched'; school: School; landing: string }
  /** An expired school with unpaid orders: show them; the selection goes back. */
  | { kind: 'pending-orders'; school: School; orders: Paged<Order> }
  /** Refused (expired without orders, offline) or failed: the previous school stays, selection goes back. */
  | { kind: 'refused' }
  | { kind: 'unchanged' };

const menuPaths = (menu: MenuItem[]): string[] => flattenMenu(menu).flatMap((m) => (m.path ? [m.path] : []));

/** The server's session follows getUserInfo; after a failure it is moved back to where the app still is. */
async function restore(previous: SessionState): Promise<void> {
  const { session } = previous;
  if (!session) return;
  completeSession(
    { session, userInfo: previous.userInfo, menu: previous.menu, termWarn: previous.termWarn, schoolCodeStatus: previous.schoolCodeStatus },
    previous.offline,
  );
  const { schoolId, companyId } = session.schoolInfo;
  await getUserInfo({ schoolId, companyId }, { quiet: true }).catch(() => {});
}

let switching = false;

/**
 * The school switch of SPEC §4. An expired school (clientState 1) is never entered: its pending orders are
 * returned for the dialog, or 该园所暂无待缴费订单 is shown. Otherwise the new school's menu must answer 200 成功,
 * then the session moves there (getUserInfo), school-bound caches are cleared, school code status and term
 * warnings reload, listeners (shortcuts, tabs) hear about it, and the caller navigates to `landing`.
 * Any failure on the way restores the previous school without a word.
 */
export async function switchSchool(target: School): Promise<SwitchOutcome> {
  const previous = getSessionState();
  if (!previous.session || switching) return { kind: 'refused' };
  if (target.schoolId === previous.session.schoolInfo.schoolId) return { kind: 'unchanged' };

  if (target.clientState === 1) {
    const orders = await getPendingOrders(target.schoolId).catch(() => null);
    if (!orders) return { kind: 'refused' };
    if (orders.total > 0) return { kind: 'pending-orders', school: target, orders };
    notify.error(Msg.noPendingOrders);
    return { kind: 'refused' };
  }
  if (!navigator.onLine || previous.offline) {
    notify.error(Msg.offline);
    return { kind: 'refused' };
  }

  switching = true;
  let moved = false;
  try {
    const menu = await getSchoolMenu(target.schoolId);
    const info = await getUserInfo({ schoolId: target.schoolId, companyId: target.companyId }, { quiet: true });
    moved = true;
    const session = { ...sessionWithUserInfo(previous.session, info), roles: menuPaths(menu) };
    completeSession({ session, userInfo: info, menu, termWarn: null, schoolCodeStatus: null }, false);
    clearSchoolCaches();
    const [codeStatus, termWarn] = await Promise.all([
      querySchoolCodeStatus(target.schoolId, { quiet: true }),
      getTermWarn(target.schoolId, { quiet: true }),
    ]);
    // Signed out meanwhile: nothing to finish.
    if (getSessionState().token !== previous.token) return { kind: 'refused' };
    completeSession({ schoolCodeStatus: codeStatus.status, termWarn }, false);
    emitSchoolSwitched(info.schoolInfo);
    return { kind: 'switched', school: info.schoolInfo, landing: landingPath(info.schoolInfo) };
  } catch {
    if (getSessionState().token === previous.token) {
      if (moved) await restore(previous);
      else completeSession({}, previous.offline);
    }
    return { kind: 'refused' };
  } finally {
    switching = false;
  }
}
