import {
  draftRefundRecord,
  paidPerBillLine,
  REFUND_EDIT,
  RefundMsg,
  refundActionIssue,
  refundableByLine,
  refundGroupIssue,
  refundItemIssue,
  refundRecordLinesIssue,
} from '@contract/finance/refunds';
import { MutationError } from '../../errors';
import type { MutatorTx } from '../../mutator-tx';
import { MutationMsg } from '../messages';
import type { AreaMutators } from '../types';

const fail = (issue: string | null) => {
  if (issue) throw new MutationError(issue);
};
async function voidRow(tx: MutatorTx, table: 'refundItems' | 'refundGroups', id: string, schoolId: number): Promise<void> {
  const row = await tx.get(table, id);
  if (!row || row.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
  if (row.validity === 2) throw new MutationError(RefundMsg.alreadyVoided);
  await tx.put(table, { ...row, validity: 2 });
}

/**
 * The refund mutators (contract/finance/refunds.ts): items, groups and draft records on the replica with the services'
 * rules and words. A draft's lines are checked against what the device knows was paid (payments and carry-overs)
 * and what the school's other records hold; the server checks again against its ledger when the draft arrives.
 * Operator and created time are the server's: kept as they were here, the pull brings them.
 */
export const refundMutators = {
  async 'refundItem.save'(tx, a) {
    const before = await tx.get('refundItems', a.id);
    if (before && before.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    const [items, feeItems] = await Promise.all([
      tx.where('refundItems', 'schoolId', a.schoolId),
      tx.where('feeItems', 'schoolId', a.schoolId),
    ]);
    fail(refundItemIssue(items, feeItems, a));
    await tx.put('refundItems', { ...a, unitFen: a.mode === 'whole' ? 0 : a.unitFen, validity: 1 });
  },
  async 'refundItem.void'(tx, a) {
    await voidRow(tx, 'refundItems', a.id, a.schoolId);
  },
  async 'refundGroup.save'(tx, a) {
    const before = await tx.get('refundGroups', a.id);
    if (before && before.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    const [groups, items, classes] = await Promise.all([
      tx.where('refundGroups', 'schoolId', a.schoolId),
      tx.where('refundItems', 'schoolId', a.schoolId),
      tx.where('classes', 'schoolId', a.schoolId),
    ]);
    const next = { ...a, itemIds: [...new Set(a.itemIds)], classIds: [...new Set(a.classIds)] };
    fail(refundGroupIssue(groups, items, new Set(classes.map((c) => c.id)), next));
    await tx.put('refundGroups', { ...next, validity: 1 });
  },
  async 'refundGroup.void'(tx, a) {
    await voidRow(tx, 'refundGroups', a.id, a.schoolId);
  },
  async 'refundRecord.save'(tx, a) {
    const before = await tx.get('refundRecords', a.id);
    if (before && before.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    fail(refundActionIssue('save', before, (r) => r === REFUND_EDIT));
    const student = await tx.get('students', a.studentId);
    if (!student || student.schoolId !== a.schoolId) throw new MutationError(RefundMsg.studentMissing);
    const [bills, records] = await Promise.all([
      tx.where('bills', 'studentId', a.studentId),
      tx.where('refundRecords', 'schoolId', a.schoolId),
    ]);
    const mine = bills.filter((b) => b.schoolId === a.schoolId);
    const credits = records.flatMap((r) => (r.state === 5 ? [] : r.carries));
    const paid = new Map<string, number>();
    for (const b of mine) {
      const pays = await tx.where('payments', 'billId', b.id);
      for (const [k, v] of paidPerBillLine(b, pays, credits)) paid.set(k, v);
    }
    fail(refundRecordLinesIssue(a.studentId, a.lines, mine, refundableByLine(paid, records, a.id)));
    const byId = new Map(mine.map((b) => [b.id, b]));
    const lines = a.lines.map((l) => ({ ...l, name: byId.get(l.billId)?.lines.find((x) => x.itemId === l.itemId)?.name ?? l.name }));
    const row = draftRefundRecord(
      { ...a, lines },
      { name: student.name, classId: student.classId },
      before,
      { id: before?.operatorId ?? null, name: before?.operatorName ?? '' },
      // A new record's time is its UUIDv7 id's (deterministic: rebase re-runs this); the server's row brings its own.
      before?.createdAt ?? new Date(Number.parseInt(a.id.replaceAll('-', '').slice(0, 12), 16)).toISOString(),
    );
    await tx.put('refundRecords', row);
  },
} satisfies AreaMutators<'refunds'>;
