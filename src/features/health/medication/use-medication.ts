import { caresForEveryClass, teachesClass } from '@contract/health/class-care';
import type { ClassRow } from '@contract/people/school-records';
import { useEffect, useMemo, useState } from 'react';
import { useClasses } from '@/lib/replica/use-classes';
import { useSchoolRows } from '@/lib/replica/use-school-rows';
import { useSession } from '@/lib/session/store';

/**
 * The classes the member gives medicine in (contract/health/class-care.ts): every class for the health doctor and
 * the principal (`/WSBJ/WYDJ:recordAny`), else the classes she teaches. The server refuses the rest.
 */
export function useCareClasses(): { classes: ClassRow[] | undefined; all: boolean } {
  const { session } = useSession();
  const classes = useClasses();
  const all = session ? caresForEveryClass(session.permissions ?? [], 'medication') : false;
  const userId = session?.userId;
  const mine = useMemo(
    () => (all || userId === undefined ? classes : classes?.filter((c) => teachesClass(userId, c))),
    [classes, all, userId],
  );
  return { classes: mine, all };
}

/** The replica's entrustments and doses of the school (a few a day: the scope is replicated whole). */
export function useMedication() {
  const orders = useSchoolRows('medicationOrders');
  const doses = useSchoolRows('medicationDoses');
  const students = useSchoolRows('students');
  const names = useMemo(() => new Map((students ?? []).map((s) => [s.id, s.name])), [students]);
  return { orders, doses, names };
}

/** The time now, again every 30 s: a dose turns 漏服 on screen without a reload. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
