import { sql } from 'drizzle-orm';
import {
  INCOME_EDIT,
  INCOME_LEDGER_KIND,
  IncomeMsg,
  type IncomeRecordInput,
  incomeProjectPickIssue,
  incomeReceiptNoOf,
  type OtherIncomeRow,
} from '@contract';
import { otherIncomes, users } from '../../../db/schema';
import { chinaDay } from '../../../lib/format';
import { recordChanges } from '../../../replication/change-log';
import { toOtherIncomeRow } from '../../../replication/finance/income-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordLedger } from '../kernel/ledger';
import { nextReceiptNoOf, type ReceiptSeries } from '../kernel/receipt-no';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';
import { requireStoredFiles } from '../../uploads/stored-files';
import { ownIncome, ownIncomeProject } from './income-rows';

/** Other income's receipts: QT + YYYYMMDD + 5 digits, the school's once (collection's are SJ, record-paid.ts). */
const INCOME_RECEIPTS: ReceiptSeries = {
  table: otherIncomes,
  schoolId: otherIncomes.schoolId,
  receiptNo: otherIncomes.receiptNo,
  lockClass: 7324,
  format: incomeReceiptNoOf,
};

const userName = (userId: number) => sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${userId}), '')`;

/**
 * SPEC comeIn/detailed (POST, online): money received outside the bills. One transaction: the income with its
 * receipt number (QT…), its ONE ledger line (kind `income`, +fen, itemName = the project's name, the pay type), its
 * audit line, the change-log entry. The id is the client's: a retried request answers the income it recorded and
 * writes nothing again.
 */
export async function recordIncome(ctx: AuthedContext, a: IncomeRecordInput): Promise<OtherIncomeRow> {
  await financeGate(ctx, a.schoolId);
  await requirePermission(ctx, a.schoolId, INCOME_EDIT, { write: true });
  const again = await ownIncome(ctx.db, a.schoolId, a.id);
  if (again) return again;
  refuse(a.day > chinaDay(ctx.clock.now()) ? IncomeMsg.future : null);
  const project = await ownIncomeProject(ctx.db, a.schoolId, a.projectId);
  refuse(incomeProjectPickIssue(project));
  if (!project) throw new Error('unreachable');
  const pictures = [...new Set(a.pictures)];
  if (pictures.length > 0) await requireStoredFiles(ctx, a.schoolId, pictures);
  const at = ctx.clock.now();
  const receiptNo = await nextReceiptNoOf(ctx.db, INCOME_RECEIPTS, a.schoolId, at);
  const [row] = await ctx.db
    .insert(otherIncomes)
    .values({
      id: a.id,
      schoolId: a.schoolId,
      projectId: project.id,
      projectName: project.name,
      projectType: project.type,
      payerName: a.payerName,
      payerPhone: a.payerPhone,
      amountFen: a.amountFen,
      payType: a.payType,
      day: a.day,
      pictures,
      remark: a.remark,
      receiptNo,
      recordedAt: at,
      operatorId: ctx.session.userId,
      operatorName: userName(ctx.session.userId),
      state: 1,
    })
    .returning();
  if (!row) throw new Error('income insert returned nothing');
  const out = toOtherIncomeRow(row);
  await recordLedger(ctx, a.schoolId, [
    { kind: INCOME_LEDGER_KIND, sourceId: out.id, itemName: out.projectName, amountFen: out.amountFen, payType: out.payType },
  ]);
  await recordChanges(ctx.db, a.schoolId, [{ table: 'otherIncomes', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, a.schoolId, { entity: 'otherIncome', entityId: out.id, action: '登记收入', before: null, after: out });
  await recordUserOperation(ctx, a.schoolId, '其他收入', '登记收入', `${out.receiptNo} ${out.projectName} ${out.amountFen / 100}元`);
  return out;
}
