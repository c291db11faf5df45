import type { FeeItemRow } from '@contract/finance';
import type { BillRow, PaymentRow } from '@contract/finance-bills';
import type { ClassRow, StudentRow } from '@contract/school-records';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

type Table = 'bills' | 'payments' | 'classes' | 'students' | 'feeItems';
type RowFor = { bills: BillRow; payments: PaymentRow; classes: ClassRow; students: StudentRow; feeItems: FeeItemRow };

/** The current school's rows of a replicated table the refunds page reads beside its own, live. */
export function useSchoolRows<T extends Table>(table: T): RowFor[T][] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () => (db && schoolId ? await db.table<RowFor[T]>(table).where('schoolId').equals(schoolId).toArray() : []),
    [db, schoolId, table],
  );
}

/** The classes in their order (sort). */
export function useClasses(): ClassRow[] {
  const rows = useSchoolRows('classes');
  return [...(rows ?? [])].sort((a, b) => a.sort - b.sort);
}
