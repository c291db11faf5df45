import { and, eq, inArray } from 'drizzle-orm';
import { type ApprovalField, type ApprovalKind, FIXED_FIELDS, PRINCIPAL_POSITION, type TemplateStepRow, uuidv7 } from '@contract';
import { approvalTemplates, departments, positions } from '../db/schema';
import { recordChanges } from '../replication/change-log';
import { toApprovalTemplateRow } from '../replication/org/approval-rows';
import { DEMO_SCHOOLS } from './demo-schools';
import type { DemoSeedContext } from './demo-seed-context';

const field = (
  key: string,
  label: string,
  kind: ApprovalField['kind'],
  required: boolean,
  options: string[] = [],
  placeholder = '',
): ApprovalField => ({
  key,
  label,
  kind,
  required,
  options,
  multiple: false,
  placeholder,
});

interface DemoTemplate {
  name: string;
  kind: ApprovalKind;
  description: string;
  fields: ApprovalField[];
  /** 'leader', or a position's name. */
  steps: Array<'leader' | string>;
  cc: string[];
}

/** The five templates every demo school starts with, as a new school's would be offered (钉钉's 常用审批). */
const TEMPLATES: DemoTemplate[] = [
  { name: '请假', kind: 'leave', description: '病假、事假、年假、调休', fields: FIXED_FIELDS.leave ?? [], steps: ['leader'], cc: [] },
  {
    name: '采购申请',
    kind: 'purchase',
    description: '教玩具、办公用品等物品采购',
    fields: [
      field('item', '物品名称', 'text', true),
      field('quantity', '数量', 'number', true),
      field('amount', '预计金额', 'money', true),
      field('reason', '采购事由', 'textarea', true),
      field('pictures', '物品图片', 'picture', false),
    ],
    steps: ['leader', PRINCIPAL_POSITION],
    cc: ['caiwu'],
  },
  {
    name: '用印申请',
    kind: 'seal',
    description: '使用园所印章',
    fields: [
      { ...(FIXED_FIELDS.seal?.[0] as ApprovalField), options: ['公章', '财务专用章', '法人章'] },
      FIXED_FIELDS.seal?.[1] as ApprovalField,
      field('files', '用印文件', 'attachment', false),
    ],
    steps: [PRINCIPAL_POSITION],
    cc: [],
  },
  {
    name: '报销申请',
    kind: 'reimburse',
    description: '差旅、办公、教学用品等费用报销',
    fields: [
      field('amount', '报销金额', 'money', true),
      field('category', '报销类别', 'choice', true, ['差旅费', '办公用品', '教学用品', '招待费', '其他']),
      field('detail', '费用明细', 'textarea', true),
      field('invoices', '发票照片', 'picture', true),
    ],
    steps: ['leader', '财务'],
    cc: [],
  },
  {
    name: '通用审批',
    kind: 'general',
    description: '其他需要审批的事项',
    fields: [field('content', '申请内容', 'textarea', true), field('files', '附件', 'attachment', false)],
    steps: [PRINCIPAL_POSITION],
    cc: [],
  },
];

/** Department heads of the demo schools: the principal heads every department but 后勤部 and 校车组 (the vice principal's). */
const VICE_DEPARTMENTS = ['后勤部', '校车组'];

/** Every demo school's approval templates and department heads (docs/approvals.md). */
export async function seedDemoApprovals({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const principal = userIds.get('yuanzhang') ?? null;
  const vice = userIds.get('shuangyz') ?? null;
  for (const s of DEMO_SCHOOLS) {
    await tx.update(departments).set({ leaderUserId: principal }).where(eq(departments.schoolId, s.id));
    if (s.id === 101 && vice !== null)
      await tx
        .update(departments)
        .set({ leaderUserId: vice })
        .where(and(eq(departments.schoolId, s.id), inArray(departments.name, VICE_DEPARTMENTS)));
    const pos = new Map(
      (await tx.select({ id: positions.id, name: positions.name }).from(positions).where(eq(positions.schoolId, s.id))).map((p) => [
        p.name,
        p.id,
      ]),
    );
    const values = TEMPLATES.map((t, sort) => {
      const steps: TemplateStepRow[] = t.steps.map((st) =>
        st === 'leader'
          ? { type: 'leader', mode: 'any', userIds: [], positionId: null, label: '部门负责人' }
          : { type: 'position', mode: 'any', userIds: [], positionId: pos.get(st) ?? null, label: `岗位：${st}` },
      );
      const cc = s.id === 101 ? t.cc.flatMap((login) => (userIds.has(login) ? [userIds.get(login) as number] : [])) : [];
      return {
        id: uuidv7(seedAt.getTime()),
        schoolId: s.id,
        name: t.name,
        kind: t.kind,
        description: t.description,
        fields: t.fields,
        steps: steps.filter((st) => st.type !== 'position' || st.positionId !== null),
        ccUserIds: cc,
        ccNames: cc.map(() => '张敏'),
        enabled: true,
        sort,
        updatedAt: seedAt,
      };
    });
    const stored = await tx.insert(approvalTemplates).values(values).returning();
    await recordChanges(
      tx,
      s.id,
      stored.map((t) => ({ table: 'approvalTemplates', op: 'put', row: toApprovalTemplateRow(t) })),
    );
  }
}
