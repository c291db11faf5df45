import { refreshRights } from '@/lib/session/refresh-rights';
import { clearSchoolExpiry } from '@/lib/session/school-expiry';

/**
 * SPEC §4 order payment, once the server says paid: the stored expiry goes and the session's schools are read
 * again, so the reopened school shows as running (the pending-payment dialog, 到期续费 and the reminder follow).
 */
export async function afterOrderPaid(): Promise<void> {
  clearSchoolExpiry();
  await refreshRights().catch(() => {});
}
