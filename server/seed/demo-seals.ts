import { DEMO_SEAL_PICTURES, uuidv7 } from '@contract';
import { sealUses, seals } from '../db/schema';
import { recordChanges } from '../replication/change-log';
import { memberNames, toSealRow, toSealUseRow } from '../replication/org/seal-rows';
import { refreshSealTemplateOptions } from '../services/org/seals/seal-template-options';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;
const HOUR_MS = 3_600_000;

/**
 * 印章管理's demo (school 101): the kindergarten's 公章 kept by the principal, its 财务专用章 kept by 张敏 (caiwu), the
 * principal's 法人章 stopped; a few uses: stamped, waiting for the keeper, waiting for approval, refused.
 */
export async function seedDemoSeals({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const principal = userIds.get('yuanzhang');
  const finance = userIds.get('caiwu');
  const teacher = userIds.get('jiaoshi');
  if (principal === undefined || finance === undefined || teacher === undefined) return;
  const names = await memberNames(tx, SCHOOL_ID, [principal, finance]);
  const at = (hours: number) => new Date(seedAt.getTime() + hours * HOUR_MS);
  const [official, financial, legal] = [uuidv7(at(-2000).getTime()), uuidv7(at(-1999).getTime()), uuidv7(at(-1998).getTime())];
  const rows = await tx
    .insert(seals)
    .values([
      {
        id: official,
        schoolId: SCHOOL_ID,
        name: '童心阳光幼儿园公章',
        kind: 0,
        picture: DEMO_SEAL_PICTURES[0] ?? '',
        keeperIds: [principal],
        keeperNames: [names.get(principal) ?? ''],
        remark: '存放于园长办公室保险柜',
      },
      {
        id: financial,
        schoolId: SCHOOL_ID,
        name: '财务专用章',
        kind: 1,
        picture: DEMO_SEAL_PICTURES[1] ?? '',
        keeperIds: [finance],
        keeperNames: [names.get(finance) ?? ''],
        remark: '财务室，仅用于票据和银行业务',
      },
      {
        id: legal,
        schoolId: SCHOOL_ID,
        name: '法人章（王丽华）',
        kind: 2,
        picture: DEMO_SEAL_PICTURES[2] ?? '',
        keeperIds: [principal],
        keeperNames: [names.get(principal) ?? ''],
        state: 'inactive',
        remark: '法人变更中，暂停使用',
      },
    ])
    .returning();
  const base = { schoolId: SCHOOL_ID, copies: 1 };
  const uses = await tx
    .insert(sealUses)
    .values([
      {
        ...base,
        id: uuidv7(at(-170).getTime()),
        sealId: official,
        sealName: '童心阳光幼儿园公章',
        applicantId: teacher,
        applicantName: '李晓雯',
        purpose: '开具教师资格认定工作经历证明',
        requestedAt: at(-170),
        state: 'used',
        decidedById: principal,
        decidedByName: '王丽华',
        decidedAt: at(-168),
        usedAt: at(-166),
        usedById: principal,
        usedByName: '王丽华',
        usedRemark: '证明一份，已交申请人',
      },
      {
        ...base,
        id: uuidv7(at(-30).getTime()),
        sealId: financial,
        sealName: '财务专用章',
        // Approved by the principal: nobody approves their own request (docs/seals.md).
        applicantId: finance,
        applicantName: '张敏',
        purpose: '与北京鲜丰食品有限公司签订食材采购合同（付款审批单）',
        copies: 2,
        requestedAt: at(-30),
        state: 'approved',
        decidedById: principal,
        decidedByName: '王丽华',
        decidedAt: at(-29),
      },
      {
        ...base,
        id: uuidv7(at(-5).getTime()),
        sealId: official,
        sealName: '童心阳光幼儿园公章',
        applicantId: teacher,
        applicantName: '李晓雯',
        purpose: '秋季运动会场地租用协议',
        requestedAt: at(-5),
        state: 'pending',
      },
      {
        ...base,
        id: uuidv7(at(-80).getTime()),
        sealId: financial,
        sealName: '财务专用章',
        applicantId: finance,
        applicantName: '张敏',
        purpose: '代开发票',
        requestedAt: at(-80),
        state: 'rejected',
        decidedById: principal,
        decidedByName: '王丽华',
        decidedAt: at(-78),
        rejectReason: '发票由税务系统开具，无需加盖',
      },
    ])
    .returning();
  await recordChanges(tx, SCHOOL_ID, [
    ...rows.map((r) => ({ table: 'seals' as const, op: 'put' as const, row: toSealRow(r) })),
    ...uses.map((u) => ({ table: 'sealUses' as const, op: 'put' as const, row: toSealUseRow(u) })),
  ]);
  // The 用印申请 template (seeded before) lists these seals.
  await refreshSealTemplateOptions({ db: tx }, SCHOOL_ID);
}
