import { compareReimbursements, type ExpenseProjectRow, type ReimbursementRow } from '@contract/finance/expenses';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** The current school's expense projects, live from the replica, by name. */
export function useExpenseProjects(): ExpenseProjectRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<ExpenseProjectRow>('expenseProjects').where('schoolId').equals(schoolId).toArray()).sort((a, b) =>
            a.name.localeCompare(b.name, 'zh'),
          )
        : [],
    [db, schoolId],
  );
}

/** The current school's reimbursements, live from the replica, newest day first. */
export function useReimbursements(): ReimbursementRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<ReimbursementRow>('reimbursements').where('schoolId').equals(schoolId).toArray()).sort(compareReimbursements)
        : [],
    [db, schoolId],
  );
}

/** Today on this device (YYYY-MM-DD). */
export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
