import type { ApprovalTemplateRow } from '@contract/org/approvals';
import type { OutboxRow } from '@sync/db';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** The school's approval templates, live from the replica (every member holds them), in their order. */
export function useApprovalTemplates(): ApprovalTemplateRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<ApprovalTemplateRow>('approvalTemplates').where('schoolId').equals(schoolId).toArray()).sort(
            (a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh'),
          )
        : [],
    [db, schoolId],
  );
}

/**
 * Applications made on this device that the server does not have yet: the school's `approval.submit` rows of the
 * outbox not yet applied (a refused one stays too, with the server's reason, until retried or discarded in 数据同步).
 */
export function usePendingApplications(): OutboxRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.outbox.where('schoolId').equals(schoolId).toArray()).filter((r) => r.name === 'approval.submit' && !r.applied)
        : [],
    [db, schoolId],
  );
}
