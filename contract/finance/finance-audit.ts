import { z } from '../zod-locale';
import { idParam, uuid } from '../fields';

/** The finance audit log (变更记录): its entities, rows and the fields its drawer compares (the area: contract/finance/fees.ts). */

/** The audit log (变更记录): every money change, append-only. */
export const FINANCE_AUDIT_ENTITIES = {
  feeItem: '收费项目',
  feeStructure: '收费标准',
  discount: '优惠',
  bill: '账单',
  payment: '收款',
  bookEntry: '记账',
  expenseReminder: '支出提醒',
  reminderPayment: '支出提醒付款',
  expenseProject: '支出项目',
  reimbursement: '报销',
  incomeProject: '收入项目',
  otherIncome: '其他收入',
  salaryTemplate: '工资模板',
  salaryMonth: '月度工资',
  salarySlip: '工资条',
  salaryRefund: '退还扣款',
  refund: '退费',
  refundItem: '退费项目',
  refundGroup: '退费组',
} as const;
export type FinanceAuditEntity = keyof typeof FINANCE_AUDIT_ENTITIES;
export const financeAuditQuerySchema = z.object({
  schoolId: idParam(),
  id: uuid(),
});
export const financeAuditRowSchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  entityId: z.string(),
  /** The change as the sync panel names it (保存收费项目, 作废优惠, …). */
  action: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  /** ISO time. */
  at: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type FinanceAuditRow = z.infer<typeof financeAuditRowSchema>;

/** The fields of a row the 变更记录 drawer compares, with their labels. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  name: '名称',
  amountFen: '金额',
  unit: '收费单位',
  refundable: '可退费',
  validity: '状态',
  remark: '备注',
  classId: '班级',
  schoolYear: '学年',
  termType: '学期',
  lines: '收费项目',
  kind: '优惠方式',
  percent: '优惠比例',
  target: '优惠对象',
  studentIds: '幼儿',
  itemIds: '适用项目',
  startsOn: '开始日期',
  endsOn: '结束日期',
  // 记账 (contract/finance/books.ts)
  type: '收支类型',
  category: '类别',
  day: '日期',
  pictures: '凭证',
  rejectReason: '驳回原因',
  // 账单 and 收款 (contract/finance/bills.ts); `state` is a bill's 状态 and an entry's 审核状态 alike.
  title: '账单名称',
  totalFen: '应收',
  paidFen: '已收',
  dueOn: '截止日期',
  overdue: '逾期缴费',
  state: '状态',
  read: '阅读状态',
  voidReason: '作废原因',
  payType: '支付方式',
  receiptNo: '收据编号',
  receiptChecked: '收据核验',
  // 支出提醒 (contract/finance/reminders.ts)
  payee: '收款方',
  remindTime: '提醒时间',
  userIds: '提醒人员',
  enabled: '启用',
  schedule: '付款计划',
  dueDay: '应付日期',
  fen: '金额',
  // 支出报销 (contract/finance/expenses.ts)
  budgets: '预算',
  // The project of a reimbursement (支出项目) or of an income (收入项目); who paid (out, or in).
  projectName: '项目',
  // A reimbursement's 报销事由, a refund's 退费原因.
  reason: '原因',
  payeeAccount: '收款账户',
  payDay: '付款日期',
  payerName: '付款人',
  issue: '异常',
  // 其他收入 (contract/finance/income.ts)
  payerPhone: '联系电话',
  // 退费 (contract/finance/refunds.ts)
  feeItemId: '收费项目',
  mode: '退费计算方式',
  unitFen: '单价',
  classIds: '适用班级',
  way: '退费方式',
  audit: '审核',
  leaveOn: '离园日期',
  refundedFen: '已退金额',
  carriedFen: '已结转金额',
  carries: '结转去向',
  providerAnswer: '退款结果',
};
