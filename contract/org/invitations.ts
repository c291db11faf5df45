import type { DeclaredAction } from '../permissions';
import { z } from '../zod-locale';
import { id, idParam, text } from '../fields';
import { addPasswordIssues, phoneSchema, typedPasswordSchema } from '../password';

/** Staff invitation QR (SPEC §2 Shell, §3 Invitation key, §4 Invitation link, §9 QR 190). */
export const INVITE_QR_SIZE = 190;
/** How long a key stays valid after it is made; the dialog counts it down. */
export const INVITE_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const JOIN_PATH = '/weCode';
/** Showing, choosing and regenerating the staff invitation (教职工管理 → 邀请教职工). */
export const INVITE_PERMISSION = '/YWGL/RLZYGL/JZGGL:invite' satisfies DeclaredAction;
/** The position an invitation offers unless its issuer chooses another; the principal can change it later. */
export const JOINED_POSITION = '教师';

export const InvitationMsg = {
  /** SPEC §8 lists it among the messages never toasted: the join page says it in place. */
  invalid: '二维码已失效',
  regenerateConfirm: '重新生成后，原二维码和链接将立即失效，确定重新生成吗？',
  regenerateForbidden: '您没有权限重新生成邀请码',
  /** The key invites to a position with rights the issuer does not hold (SPEC §6: never grant more than one's own). */
  positionForbidden: '您不能邀请权限超出您本人的岗位，请选择其他岗位',
  positionLabel: '邀请岗位',
  regenerated: '重新生成成功',
  copied: '复制成功',
  loginNameTaken: '该登录名已被使用',
  phoneTaken: '该手机号已注册，请直接登录',
  joined: '注册成功',
} as const;

/** The join link the QR code encodes. */
export const joinLink = (origin: string, key: string): string => `${origin}${JOIN_PATH}?key=${encodeURIComponent(key)}`;

/**
 * SPEC §3 Invitation key; `timeout` is the seconds left, `expireTime` the end in ms (for a drift-free countdown);
 * the position newcomers join as (its rights, no school permission list).
 */
export const invitationKeySchema = z.object({
  key: z.string(),
  timeout: z.number().int(),
  expireTime: z.number().int(),
  positionId: z.number().int(),
  positionName: z.string(),
});
export type InvitationKey = z.infer<typeof invitationKeySchema>;

export const invitationSchoolQuerySchema = z.object({ schoolId: idParam() });
/** 重新生成, for the same position or another one the issuer chooses (default: the current key's, else 教师). */
export const invitationSchoolBodySchema = z.object({ schoolId: id(), positionId: id('请选择岗位').optional() });
export type InvitationChange = z.infer<typeof invitationSchoolBodySchema>;

/** The positions an issuer may invite to: those whose rights are all within the issuer's own. */
export const invitePositionSchema = z.object({ positionId: z.number().int(), positionName: z.string() });
export type InvitePosition = z.infer<typeof invitePositionSchema>;
export const invitePositionsSchema = z.array(invitePositionSchema);

const joinKey = text(100, { required: InvitationMsg.invalid, maxMsg: InvitationMsg.invalid });
export const joinKeyQuerySchema = z.object({ key: joinKey });

/** What the join page shows for a valid key. */
export const joinInfoSchema = z.object({ schoolName: z.string(), timeout: z.number().int() });
export type JoinInfo = z.infer<typeof joinInfoSchema>;

const LOGIN_NAME_PATTERN = /^[A-Za-z0-9_]{4,20}$/;
const LOGIN_NAME_MSG = '登录名须为4到20位字母、数字或下划线';

/** The registration form of /weCode; the password travels as typed (see docs/decisions.md) so the rules can be checked. */
export const joinRequestSchema = z
  .object({
    key: joinKey,
    userName: text(20, { required: '请输入姓名', maxMsg: '姓名最多20个字' }),
    mobilePhone: phoneSchema,
    loginName: text(20, { required: '请输入登录名', maxMsg: LOGIN_NAME_MSG }).regex(LOGIN_NAME_PATTERN, LOGIN_NAME_MSG),
    password: typedPasswordSchema,
    confirmPassword: typedPasswordSchema,
  })
  .superRefine((v, ctx) => addPasswordIssues(ctx, { password: v.password, confirm: v.confirmPassword, phone: v.mobilePhone }));
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinResultSchema = z.object({ loginName: z.string(), schoolName: z.string() });
export type JoinResult = z.infer<typeof joinResultSchema>;
