import type { RefundGroupRow, RefundItemRow, RefundRecordRow } from '@contract/refunds';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

type Table = 'refundItems' | 'refundGroups' | 'refundRecords';
type RowFor = { refundItems: RefundItemRow; refundGroups: RefundGroupRow; refundRecords: RefundRecordRow };

/** The current school's refund items, groups or records, live from the replica (the finance scope); undefined while loading. */
export function useRefundRows<T extends Table>(table: T): RowFor[T][] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () => (db && schoolId ? await db.table<RowFor[T]>(table).where('schoolId').equals(schoolId).toArray() : []),
    [db, schoolId, table],
  );
}
