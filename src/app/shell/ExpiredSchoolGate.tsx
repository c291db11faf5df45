import { useEffect, useState } from 'react';
import { getPendingOrders } from '@/lib/api/calls/get-pending-orders';
import { getSessionState, useSession } from '@/lib/session/store';
import { type PendingOrders, PendingOrdersDialog } from './header/PendingOrdersDialog';
import { useSchoolExpiry } from './use-school-expiry';

/**
 * Signed in to a school whose service has expired (SPEC §4): its unpaid orders open by themselves, the same dialog
 * the school switch shows, so a member who may renew pays there and the school runs again. Once per school a load.
 */
export function ExpiredSchoolGate() {
  const { offline } = useSession();
  const expiry = useSchoolExpiry();
  const [value, setValue] = useState<PendingOrders | null>(null);
  const schoolId = expiry?.expired && expiry.dueForRenewal ? expiry.schoolId : null;

  useEffect(() => {
    if (!schoolId || offline) return;
    const controller = new AbortController();
    getPendingOrders(schoolId, 1, { quiet: true, signal: controller.signal })
      .then((orders) => {
        const school = getSessionState().session?.schoolInfo;
        if (school?.schoolId === schoolId && orders.total > 0) setValue({ school, orders });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [schoolId, offline]);

  return <PendingOrdersDialog value={value} onClose={() => setValue(null)} />;
}
