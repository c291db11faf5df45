import { refreshRights } from '@/lib/session/refresh-rights';
import { clearSchoolExpiry } from '@/lib/session/school-expiry';
import { getSessionState } from '@/lib/session/store';

/**
 * SPEC §4 order payment, once the server says paid for `schoolId`'s order: the stored expiry and that school's
 * reminder flag go, and the session's schools are read again, so the reopened school shows as running (the
 * pending-payment dialog, 到期续费 and the reminder follow).
 */
export async function afterOrderPaid(schoolId: number): Promise<void> {
  const userId = getSessionState().session?.userId;
  clearSchoolExpiry(userId === undefined ? undefined : { userId, schoolId });
  await refreshRights().catch(() => {});
}
