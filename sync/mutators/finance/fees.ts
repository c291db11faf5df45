import { discountIssue, FeeMsg, feeItemIssue, feeStructureIssue } from '@contract/finance/fees';
import type { ReplicatedTable } from '@contract/sync/tables';
import { MutationError } from '../../errors';
import type { MutatorTx } from '../../mutator-tx';
import { MutationMsg } from '../messages';
import type { AreaMutators } from '../types';

const fail = (issue: string | null) => {
  if (issue) throw new MutationError(issue);
};
/** A save names a new id or one of this school's rows (another school's id is as good as missing). */
async function mayWrite(tx: MutatorTx, table: ReplicatedTable, id: string, schoolId: number): Promise<void> {
  const row = (await tx.get(table, id)) as { schoolId: number } | undefined;
  if (row && row.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
}
async function voidRow(tx: MutatorTx, table: 'feeItems' | 'feeStructures' | 'discounts', id: string, schoolId: number): Promise<void> {
  const row = await tx.get(table, id);
  if (!row || row.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
  if (row.validity === 2) throw new MutationError(FeeMsg.alreadyVoided);
  await tx.put(table, { ...row, validity: 2 });
}

/**
 * The finance mutators: the services' checks (contract/finance/fees.ts) on the replica, so a draft made offline is
 * refused on the device with the server's words. The server also wants the finance pages unlocked when it arrives.
 */
export const feeMutators = {
  async 'feeItem.save'(tx, a) {
    await mayWrite(tx, 'feeItems', a.id, a.schoolId);
    fail(feeItemIssue(await tx.where('feeItems', 'schoolId', a.schoolId), a));
    await tx.put('feeItems', { ...a, validity: 1 });
  },
  async 'feeItem.void'(tx, a) {
    await voidRow(tx, 'feeItems', a.id, a.schoolId);
  },
  async 'feeStructure.save'(tx, a) {
    await mayWrite(tx, 'feeStructures', a.id, a.schoolId);
    const cls = await tx.get('classes', a.classId);
    if (!cls || cls.schoolId !== a.schoolId) throw new MutationError(FeeMsg.classMissing);
    const [structures, items] = await Promise.all([
      tx.where('feeStructures', 'schoolId', a.schoolId),
      tx.where('feeItems', 'schoolId', a.schoolId),
    ]);
    fail(feeStructureIssue(structures, items, a));
    await tx.put('feeStructures', { ...a, validity: 1 });
  },
  async 'feeStructure.void'(tx, a) {
    await voidRow(tx, 'feeStructures', a.id, a.schoolId);
  },
  async 'discount.save'(tx, a) {
    await mayWrite(tx, 'discounts', a.id, a.schoolId);
    const next = {
      ...a,
      studentIds: a.target === 'child' ? [...new Set(a.studentIds)] : [],
      amountFen: a.kind === 'fixed' ? a.amountFen : 0,
      percent: a.kind === 'percent' ? a.percent : 0,
    };
    const [all, items] = await Promise.all([tx.where('discounts', 'schoolId', a.schoolId), tx.where('feeItems', 'schoolId', a.schoolId)]);
    fail(discountIssue(all, items, next));
    await tx.put('discounts', { ...next, validity: 1 });
  },
  async 'discount.void'(tx, a) {
    await voidRow(tx, 'discounts', a.id, a.schoolId);
  },
} satisfies AreaMutators<'fees'>;
