import { useEffect, useMemo, useState } from 'react';
import { useSchoolRows } from '@/lib/replica/use-school-rows';

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
