import { EXPIRY_REMINDER_DAYS } from '@contract/orders/school-orders';
import { daysUntil } from '@/lib/format';
import { mayRenew } from '@/lib/session/may-renew';
import { useSession } from '@/lib/session/store';

export interface SchoolExpiry {
  schoolId: number;
  userId: number;
  schoolName: string;
  /** 'YYYY-MM-DD HH:mm:ss' as the server sent it. */
  expirationTime: string;
  /** Whole days left (negative once past). */
  daysLeft: number;
  expired: boolean;
  /** Expired, or ending within the reminder window (30 days), and the member may renew (src/lib/session/may-renew.ts). */
  dueForRenewal: boolean;
}

/** The current school's service expiry, as the renewal entry and the expiry reminder see it: both only for members who may renew. */
export function useSchoolExpiry(): SchoolExpiry | null {
  const { session } = useSession();
  const school = session?.schoolInfo;
  if (!session || !school) return null;
  const daysLeft = daysUntil(school.expirationTime);
  if (daysLeft === null) return null;
  const expired = school.expired || school.clientState === 1 || daysLeft < 0;
  return {
    schoolId: school.schoolId,
    userId: session.userId,
    schoolName: school.schoolName,
    expirationTime: school.expirationTime,
    daysLeft,
    expired,
    dueForRenewal: mayRenew(session) && (expired || daysLeft <= EXPIRY_REMINDER_DAYS),
  };
}
