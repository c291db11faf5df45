import { z } from '../zod-locale';
import { defineArea } from '../area';
import { id as idNumber, idParam, int32, isoDateTime, text, uuid } from '../fields';
import type { DeclaredAction, PagePermission } from '../permissions';
import { isSafeFileReference } from '../uploads';

/**
 * Seals (印章管理, SPEC §1 "seals", §2 /YWGL/YZGL; issue 25 item 4): the school's seals with their picture and
 * keepers, and every use of one (用印记录) from the request to the stamp. Replicated per school in the `seals` scope:
 * the list and the records are read offline, seals are drafted offline, a use is requested offline; approving a
 * direct request and recording a use need the server. A use approved through 审批 (the approvals area) is made by
 * `sealUseFromApproval` (server/services/org/seals/seal-use-from-approval.ts). docs/seals.md.
 */

/** 印章类型, as Chinese organisations register them with the public security bureau (公安备案印章). */
export const SEAL_KIND_LABEL: Record<number, string> = {
  0: '公章',
  1: '财务专用章',
  2: '法人章',
  3: '合同专用章',
  4: '发票专用章',
  5: '业务专用章',
  6: '其他',
};

/**
 * A seal's state. 在用: in service, uses may be requested and recorded. 停用: kept but out of service for now (being
 * re-engraved, mislaid, suspended by the principal): no new request, no use recorded, may be put back in use.
 * 已销毁: destroyed or handed back to the authorities for cancellation: final, kept only as a record.
 */
export const SEAL_STATES = { active: '在用', inactive: '停用', destroyed: '已销毁' } as const;
export type SealState = keyof typeof SEAL_STATES;
export const SEAL_STATE_KEYS = Object.keys(SEAL_STATES) as SealState[];
/** The state changes allowed, with the word of the button: a seal in use is stopped before it is destroyed. */
export const SEAL_STATE_MOVES: Record<SealState, Partial<Record<SealState, string>>> = {
  active: { inactive: '停用' },
  inactive: { active: '启用', destroyed: '销毁' },
  destroyed: {},
};

/**
 * A use's state: 待审批 (asked for directly in 印章管理, waiting for the principal) → 待用印 (approved: the keeper's
 * turn) → 已用印 (the keeper stamped and recorded it); or 已驳回 (refused) / 已撤销 (withdrawn by the applicant or
 * the seal's manager before the stamp). A use approved through 审批 starts at 待用印.
 */
export const SEAL_USE_STATES = {
  pending: '待审批',
  approved: '待用印',
  used: '已用印',
  rejected: '已驳回',
  revoked: '已撤销',
} as const;
export type SealUseState = keyof typeof SEAL_USE_STATES;
export const SEAL_USE_STATE_KEYS = Object.keys(SEAL_USE_STATES) as SealUseState[];

/** The moves of a use, from which states, and their words. */
export const SEAL_USE_MOVES = {
  approve: { from: ['pending'], to: 'approved', label: '通过' },
  reject: { from: ['pending'], to: 'rejected', label: '驳回' },
  revoke: { from: ['pending', 'approved'], to: 'revoked', label: '撤销' },
  record: { from: ['approved'], to: 'used', label: '登记用印' },
} as const satisfies Record<string, { from: readonly SealUseState[]; to: SealUseState; label: string }>;
export type SealUseMove = keyof typeof SEAL_USE_MOVES;

export const SealMsg = {
  name: '请输入印章名称',
  nameMax: '印章名称最多30个字',
  nameTaken: '印章名称已存在',
  kind: '请选择印章类型',
  picture: '印章图片地址不正确',
  keepers: '请选择保管人',
  keepersMax: '保管人最多10人',
  keeperNotMember: '保管人不是本园在职教职工',
  remark: '备注最多200个字',
  state: '请选择印章状态',
  sameState: '印章已是该状态',
  destroyed: '印章已销毁，不能修改',
  stopFirst: '在用的印章须先停用，才能销毁',
  missing: '印章不存在',
  notActive: (state: SealState) => `印章${SEAL_STATES[state]}，不能用印`,
  seal: '请选择印章',
  purpose: '请输入用印事由',
  purposeMax: '用印事由最多200个字',
  copies: '用印份数为1-999的整数',
  useMissing: '用印记录不存在',
  exists: '数据已存在',
  illegal: (state: SealUseState, move: SealUseMove) => `该用印申请${SEAL_USE_STATES[state]}，不能${SEAL_USE_MOVES[move].label}`,
  fromApproval: '该用印申请来自审批，请在审批中心处理',
  ownUse: '不能审批自己的用印申请',
  rejectReason: '请输入驳回原因',
  rejectReasonMax: '驳回原因最多100个字',
  notKeeper: '只有该印章的保管人或园长才能登记用印',
  notApplicant: '只有申请人或印章管理员才能撤销',
  usedAt: '请选择用印时间',
  usedAtFuture: '用印时间不能晚于当前时间',
  usedAtBefore: '用印时间不能早于申请时间',
  usedRemarkMax: '用印说明最多200个字',
  offline: '当前处于离线状态，审批和登记用印需要联网',
} as const;

/** The marker a use made from an approval carries when its seal cannot be used (the record is still made). */
export const SealIssue = {
  unknownSeal: '审批所选印章不存在',
  inactive: (state: SealState) => `审批通过时印章${SEAL_STATES[state]}`,
  copies: '审批表单中的用印份数无效，按1份记录',
} as const;

export const sealKeeperSchema = z.object({ userId: z.number().int(), name: z.string() });
export type SealKeeper = z.infer<typeof sealKeeperSchema>;

export const sealRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  /** A stored file of the school ('' for none). */
  picture: z.string(),
  /** Who keeps the seal and records its uses, with their names as the server last knew them. */
  keepers: z.array(sealKeeperSchema),
  state: z.enum(['active', 'inactive', 'destroyed']),
  remark: z.string(),
});
export type SealRow = z.infer<typeof sealRowSchema>;

export const sealUseRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  /** Null when the approval named no seal of the school (`issue` says so). */
  sealId: z.uuid().nullable(),
  /** The seal's name when the use was requested. */
  sealName: z.string(),
  applicantId: z.number().int(),
  /** '' until the server has it (a request made offline). */
  applicantName: z.string(),
  purpose: z.string(),
  copies: z.number().int(),
  /** ISO time of the request. */
  requestedAt: z.string(),
  /** The approval (审批) that authorised it; null for a request made in 印章管理. */
  approvalId: z.string().nullable(),
  state: z.enum(['pending', 'approved', 'used', 'rejected', 'revoked']),
  /** Why the keeper cannot stamp it as it is (a use from an approval whose seal was unknown or out of use); '' if none. */
  issue: z.string(),
  /** Who approved, refused or revoked it, and when. */
  decidedById: z.number().int().nullable(),
  decidedByName: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string(),
  /** The keeper's record: when it was stamped, by whom, a photo of the stamped document, a note. */
  usedAt: z.string().nullable(),
  usedById: z.number().int().nullable(),
  usedByName: z.string(),
  usedPhoto: z.string(),
  usedRemark: z.string(),
});
export type SealUseRow = z.infer<typeof sealUseRowSchema>;

/** Why a seal cannot move to `to` (Chinese), or null. */
export function sealStateIssue(from: SealState, to: SealState): string | null {
  if (from === to) return SealMsg.sameState;
  if (from === 'destroyed') return SealMsg.destroyed;
  return SEAL_STATE_MOVES[from][to] ? null : SealMsg.stopFirst;
}
/** Why a use cannot make this move from its state, or null. */
export function sealUseMoveIssue(state: SealUseState, move: SealUseMove): string | null {
  return (SEAL_USE_MOVES[move].from as readonly SealUseState[]).includes(state) ? null : SealMsg.illegal(state, move);
}
/**
 * Why this member cannot approve or reject this request (通过/驳回): only a pending one, never one they applied for
 * themselves, as nobody reviews their own entry in 记账管理. `applicantId` 0 is a request made on this device not yet
 * synced: this member's own.
 */
export function sealUseDecideIssue(
  use: Pick<SealUseRow, 'state' | 'applicantId'>,
  userId: number,
  move: 'approve' | 'reject',
): string | null {
  return sealUseMoveIssue(use.state, move) ?? (use.applicantId === userId || use.applicantId === 0 ? SealMsg.ownUse : null);
}
/** Why a use of this seal cannot be requested or stamped now, or null. */
export function sealUsableIssue(seal: { state: SealState } | undefined): string | null {
  if (!seal) return SealMsg.missing;
  return seal.state === 'active' ? null : SealMsg.notActive(seal.state);
}
/** Two seals of a school in use or stopped may not share a name (a destroyed one's name may be used again). */
export const sealNameTaken = (seals: readonly Pick<SealRow, 'id' | 'name' | 'state'>[], id: string, name: string): boolean =>
  seals.some((s) => s.id !== id && s.state !== 'destroyed' && s.name === name);

export const SEAL_PAGE = '/YWGL/YZGL' satisfies PagePermission;
export const SEAL_EDIT = '/YWGL/YZGL:edit' satisfies DeclaredAction;
export const SEAL_APPROVE = '/YWGL/YZGL:approve' satisfies DeclaredAction;
export const SEAL_APPLY = '/YWGL/YZGL:apply' satisfies DeclaredAction;
const MODULE = '印章管理';

const schoolId = idNumber();
export const sealFields = {
  name: text(30, { required: SealMsg.name, maxMsg: SealMsg.nameMax }),
  kind: int32(SealMsg.kind).refine((v) => Object.hasOwn(SEAL_KIND_LABEL, v), SealMsg.kind),
  picture: text(1000)
    .refine((v) => v === '' || isSafeFileReference(v), SealMsg.picture)
    .default(''),
  keeperIds: z
    .array(idNumber(SealMsg.keepers), { error: SealMsg.keepers })
    .min(1, SealMsg.keepers)
    .max(10, SealMsg.keepersMax)
    .refine((ids) => new Set(ids).size === ids.length, SealMsg.keepers),
  remark: text(200, { maxMsg: SealMsg.remark, multiline: true }).default(''),
};
export const sealUseFields = {
  sealId: uuid(SealMsg.seal),
  purpose: text(200, { required: SealMsg.purpose, maxMsg: SealMsg.purposeMax, multiline: true }),
  copies: int32(SealMsg.copies).min(1, SealMsg.copies).max(999, SealMsg.copies).default(1),
};

export const SEALS = defineArea({
  name: 'seals',
  page: '/YWGL/YZGL',
  scope: 'seals',
  tables: { seals: sealRowSchema, sealUses: sealUseRowSchema },
  indexes: { sealUses: 'sealId' },
  mutations: {
    /** Adds a seal (在用) or edits one that is not destroyed: the form sends every field. */
    'seal.save': {
      args: z.object({ id: uuid(), schoolId, ...sealFields }),
      label: '保存印章',
      permission: SEAL_EDIT,
      module: MODULE,
    },
    /** 停用, 启用, 销毁. */
    'seal.setState': {
      args: z.object({ id: uuid(), schoolId, state: z.enum(['active', 'inactive', 'destroyed'], { error: SealMsg.state }) }),
      label: '变更印章状态',
      permission: SEAL_EDIT,
      module: MODULE,
    },
    /** 申请用印 in 印章管理 (not through 审批): the applicant is the caller; it waits for the principal (待审批). */
    'sealUse.request': {
      args: z.object({ id: uuid(), schoolId, ...sealUseFields }),
      label: '申请用印',
      permission: SEAL_APPLY,
      module: MODULE,
    },
    /** 撤销 before the stamp: the applicant, or a member who manages the seals (the service checks which: the edit key). */
    'sealUse.revoke': {
      args: z.object({ id: uuid(), schoolId }),
      label: '撤销用印申请',
      permission: SEAL_APPLY,
      module: MODULE,
    },
  },
});

/** POST /park/seal/use/approve: the principal approves a direct request (online: it notifies the keepers). */
export const sealUseApproveSchema = z.object({ id: uuid(SealMsg.useMissing), schoolId });
/** POST /park/seal/use/reject. */
export const sealUseRejectSchema = z.object({
  id: uuid(SealMsg.useMissing),
  schoolId,
  reason: text(100, { required: SealMsg.rejectReason, maxMsg: SealMsg.rejectReasonMax }),
});
/** POST /park/seal/use/record: the keeper's 登记用印 (online: the server decides who keeps the seal now). */
export const sealUseRecordSchema = z.object({
  id: uuid(SealMsg.useMissing),
  schoolId,
  /** When it was stamped (default: now); not in the future. */
  usedAt: isoDateTime(SealMsg.usedAt).optional(),
  /** A photo of the stamped document: a stored file of the school, or ''. */
  photo: text(1000)
    .refine((v) => v === '' || isSafeFileReference(v), SealMsg.picture)
    .default(''),
  remark: text(200, { maxMsg: SealMsg.usedRemarkMax, multiline: true }).default(''),
});
export type SealUseRecordInput = z.input<typeof sealUseRecordSchema>;

/** GET /park/seal/keepers: the school's serving staff a seal's keepers are chosen from. */
export const sealKeepersQuerySchema = z.object({ schoolId: idParam() });
export const sealKeeperOptionSchema = z.object({ userId: z.number().int(), name: z.string(), positionName: z.string() });
export type SealKeeperOption = z.infer<typeof sealKeeperOptionSchema>;

/** 通知 titles. */
export const SEAL_NOTICE = {
  toStamp: '用印待办',
  toApprove: '用印申请待审批',
  issue: '用印异常',
} as const;
