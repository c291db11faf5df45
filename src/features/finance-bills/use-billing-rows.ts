import type { DiscountRow, FeeItemRow, FeeStructureRow } from '@contract/finance';
import type { BillRow, PaymentRow } from '@contract/finance-bills';
import type { RefundRecordRow } from '@contract/refunds';
import type { ClassRow, GuardianRow, StudentRow } from '@contract/school-records';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

type Table = 'bills' | 'payments' | 'classes' | 'students' | 'feeItems' | 'feeStructures' | 'discounts' | 'guardians' | 'refundRecords';
type RowFor = {
  bills: BillRow;
  payments: PaymentRow;
  classes: ClassRow;
  students: StudentRow;
  feeItems: FeeItemRow;
  feeStructures: FeeStructureRow;
  discounts: DiscountRow;
  guardians: GuardianRow;
  refundRecords: RefundRecordRow;
};

/** The current school's rows of a replicated table the bills page reads, live (undefined while loading). */
export function useSchoolRows<T extends Table>(table: T): RowFor[T][] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () => (db && schoolId ? await db.table<RowFor[T]>(table).where('schoolId').equals(schoolId).toArray() : []),
    [db, schoolId, table],
  );
}

/** The school's local day (China, UTC+8): overdue is judged by it. */
export const chinaToday = (): string => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
