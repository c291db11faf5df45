import { RIDE, RIDE_ANY } from '@contract/bus/trips';
import { redirect } from '@tanstack/react-router';
import { can } from '@/lib/session/can';
import { getSessionState } from '@/lib/session/store';
import { requireSession } from './require-session';

/** The page the boarding app's rights belong to (跟车登记 is an action of 校车监控). */
const RIDE_PAGE = '/HQGL/ZHXC/XCZK';

/**
 * beforeLoad of /busRide, the boarding app outside the shell: the signed-in guard as for its page (school
 * permission list, the page's right; offline it runs on the cached session), then 跟车登记 on own or every route.
 */
export async function requireRide({ preload }: { preload?: boolean }): Promise<void> {
  await requireSession({ location: { pathname: RIDE_PAGE }, ...(preload === undefined ? {} : { preload }) });
  const { session } = getSessionState();
  if (!can(session, RIDE) && !can(session, RIDE_ANY)) throw redirect({ to: '/403', replace: true });
}
