import {
  compareSlips,
  type SalaryMonthRow,
  type SalarySlipRow,
  type SalaryTemplateRow,
  salaryTemplateId,
} from '@contract/finance/salaries';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** The school's salary template, live from the replica (undefined while loading, null before the first save). */
export function useSalaryTemplate(): SalaryTemplateRow | null | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () => (db && schoolId ? ((await db.table<SalaryTemplateRow>('salaryTemplates').get(salaryTemplateId(schoolId))) ?? null) : null),
    [db, schoolId],
  );
}

/** The school's months, newest first. */
export function useSalaryMonths(): SalaryMonthRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<SalaryMonthRow>('salaryMonths').where('schoolId').equals(schoolId).toArray()).sort((a, b) =>
            a.month < b.month ? 1 : -1,
          )
        : [],
    [db, schoolId],
  );
}

/** One month's slips, by department and name. */
export function useSalarySlips(monthId: string | undefined): SalarySlipRow[] | undefined {
  const { db } = useReplica();
  return useLiveQuery(
    async () =>
      db && monthId ? (await db.table<SalarySlipRow>('salarySlips').where('monthId').equals(monthId).toArray()).sort(compareSlips) : [],
    [db, monthId],
  );
}
