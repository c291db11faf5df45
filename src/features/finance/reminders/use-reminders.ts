import type { ExpenseReminderRow } from '@contract/finance/reminders';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** The current school's expense reminders, live from the replica, by name. */
export function useExpenseReminders(): ExpenseReminderRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<ExpenseReminderRow>('expenseReminders').where('schoolId').equals(schoolId).toArray()).sort((a, b) =>
            a.name.localeCompare(b.name, 'zh-CN'),
          )
        : [],
    [db, schoolId],
  );
}

/** Today on this device, YYYY-MM-DD (the school's day: devices run on China time). */
export const deviceToday = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
