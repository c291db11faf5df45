import { compareIncomes, type IncomeProjectRow, type OtherIncomeRow } from '@contract/finance/income';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** The current school's income projects, live from the replica, by name. */
export function useIncomeProjects(): IncomeProjectRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<IncomeProjectRow>('incomeProjects').where('schoolId').equals(schoolId).toArray()).sort((a, b) =>
            a.name.localeCompare(b.name, 'zh-CN'),
          )
        : [],
    [db, schoolId],
  );
}

/** The current school's incomes, live from the replica, newest day first. */
export function useIncomes(): OtherIncomeRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<OtherIncomeRow>('otherIncomes').where('schoolId').equals(schoolId).toArray()).sort(compareIncomes)
        : [],
    [db, schoolId],
  );
}
