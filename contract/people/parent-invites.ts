import type { DeclaredAction } from '../permissions';
import { z } from '../zod-locale';
import { id, idParam, int32, intParam, text, uuid } from '../fields';
import { phoneSchema } from '../password';
import { smsCodeSchema } from '../sms';
import { GUARDIAN_RELATIONS } from './student-enums';

/**
 * Inviting parents (SPEC §3 "invite-parent process with review, invite QR code with expire time", §7
 * getQrcodeImgUrlBatch): a QR per child whose link lets a parent ask to join as the child's guardian; staff approve
 * or reject each request. Online only: the codes are the server's secrets, the requests arrive at the server from
 * parents who are not members, and a review must see the latest state.
 */
export const PARENT_JOIN_PATH = '/parentCode';
/** 邀请家长: reached from 幼儿管理, not a menu page (the SPEC's catalogue has none), so the shell names it. */
export const PARENT_INVITES_PATH = '/YWGL/JCXX/JZYQ';
/** A child's code stays valid this long after it is made (reprinting the sheet makes new ones). */
export const PARENT_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PARENT_INVITE_PERMISSION = '/YWGL/JCXX/YEGL:inviteParents' satisfies DeclaredAction;
export const PARENT_REVIEW_PERMISSION = '/YWGL/JCXX/YEGL:reviewParents' satisfies DeclaredAction;

/** 0 待审核, 1 已通过, 2 已拒绝. */
export const JOIN_REQUEST_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export const JOIN_REQUEST_STATE_NAMES: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已拒绝' };
/**
 * The relation a parent picks, by GUARDIAN_RELATIONS code: stored and sent as the code (the guardian an approval makes
 * carries it as it is); only the word differs, the parent's own (爸爸) where the record says 父亲.
 */
export const PARENT_RELATIONS: Readonly<Record<keyof typeof GUARDIAN_RELATIONS, string>> = {
  0: '爸爸',
  1: '妈妈',
  2: '爷爷',
  3: '奶奶',
  4: '外公',
  5: '外婆',
  6: '其他',
};

export const ParentInviteMsg = {
  invalid: '二维码已失效',
  relation: '请选择与幼儿的关系',
  parentName: '请输入家长姓名',
  submitted: '申请已提交，请等待园所审核',
  duplicate: '您已提交过申请，请等待园所审核',
  reviewed: '该申请已审核',
  reason: '请输入拒绝原因',
  missing: '申请不存在或已处理',
  approved: '审核通过',
  rejected: '已拒绝',
  revoked: '二维码已作废',
} as const;

const relationCode = int32(ParentInviteMsg.relation).refine((v) => v in GUARDIAN_RELATIONS, ParentInviteMsg.relation);

export const parentJoinLink = (origin: string, key: string): string => `${origin}${PARENT_JOIN_PATH}?key=${encodeURIComponent(key)}`;

/** POST /park/getQrcodeImgUrlBatch: codes for a class's children (or the listed ones). */
export const parentQrBatchSchema = z.object({
  schoolId: id(),
  classId: uuid('请选择班级').optional(),
  studentIds: z.array(uuid()).max(200, '一次最多200名幼儿').optional(),
});
export const parentQrSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  className: z.string(),
  key: z.string(),
  expireTime: z.number().int(),
});
export type ParentQr = z.infer<typeof parentQrSchema>;

export const parentInviteRevokeSchema = z.object({ schoolId: id(), studentId: uuid() });

const inviteKey = text(100, { required: ParentInviteMsg.invalid, maxMsg: ParentInviteMsg.invalid });
export const parentKeyQuerySchema = z.object({ key: inviteKey });
export interface ParentInviteInfo {
  schoolName: string;
  studentName: string;
  className: string;
  timeout: number;
}

/** The parent's form on /parentCode. */
export const parentJoinSchema = z.object({
  key: inviteKey,
  parentName: text(20, { required: ParentInviteMsg.parentName, maxMsg: '姓名最多20个字' }),
  relation: relationCode,
  phone: phoneSchema,
  /** The SMS code sent to that phone (SmsType.verifyPhone): the request comes from the phone's owner. */
  code: smsCodeSchema,
});
export type ParentJoin = z.infer<typeof parentJoinSchema>;

export const joinRequestListQuerySchema = z.object({ schoolId: idParam(), status: intParam({ min: 0, max: 2 }).optional() });
export const joinRequestReviewSchema = z.object({ schoolId: id(), id: uuid() });
export const joinRequestRejectSchema = z.object({
  schoolId: id(),
  id: uuid(),
  reason: text(100, { required: ParentInviteMsg.reason, maxMsg: '原因最多100个字' }),
});

export interface JoinRequestView {
  id: string;
  studentId: string;
  studentName: string;
  parentName: string;
  /** GUARDIAN_RELATIONS code. */
  relation: number;
  phone: string;
  status: number;
  reason: string;
  createTime: string;
  reviewTime: string | null;
}

export const parentQrListSchema = z.array(parentQrSchema);
export const parentInviteInfoSchema = z.object({
  schoolName: z.string(),
  studentName: z.string(),
  className: z.string(),
  timeout: z.number().int(),
});
export const joinRequestViewSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  parentName: z.string(),
  relation: z.number().int(),
  phone: z.string(),
  status: z.number().int(),
  reason: z.string(),
  createTime: z.string(),
  reviewTime: z.string().nullable(),
});
export const joinRequestListSchema = z.array(joinRequestViewSchema);
export const joinSubmittedSchema = z.object({ id: z.string() });
export const reviewResultSchema = z.object({ status: z.number().int() });
