import { z } from 'zod';
import { id, idParam, text } from './fields';
import { addPasswordIssues, phoneSchema, typedPasswordSchema } from './password';

/** Staff invitation QR (SPEC §2 Shell, §3 Invitation key, §4 Invitation link, §9 QR 190). */
export const INVITE_QR_SIZE = 190;
/** How long a key stays valid after it is made; the dialog counts it down. */
export const INVITE_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const JOIN_PATH = '/weCode';
/** Positions that may manage staff: regenerate the invitation and send notifications. */
export const STAFF_MANAGER_POSITIONS = ['园长', '副园长'] as const;
/** Where a new staff member starts; the principal can change it later. */
export const JOINED_POSITION = '教师';

export const canManageStaff = (positionName: string | null | undefined): boolean =>
  (STAFF_MANAGER_POSITIONS as readonly string[]).includes(positionName ?? '');

export const InvitationMsg = {
  /** SPEC §8 lists it among the messages never toasted: the join page says it in place. */
  invalid: '二维码已失效',
  regenerateConfirm: '重新生成后，原二维码和链接将立即失效，确定重新生成吗？',
  regenerateForbidden: '您没有权限重新生成邀请码',
  regenerated: '重新生成成功',
  copied: '复制成功',
  loginNameTaken: '该登录名已被使用',
  phoneTaken: '该手机号已注册，请直接登录',
  joined: '注册成功',
} as const;

/** The join link the QR code encodes. */
export const joinLink = (origin: string, key: string): string => `${origin}${JOIN_PATH}?key=${encodeURIComponent(key)}`;

/** SPEC §3 Invitation key; `timeout` is the seconds left, `expireTime` the end in ms (for a drift-free countdown). */
export const invitationKeySchema = z.object({ key: z.string(), timeout: z.number().int(), expireTime: z.number().int() });
export type InvitationKey = z.infer<typeof invitationKeySchema>;

export const invitationSchoolQuerySchema = z.object({ schoolId: idParam() });
export const invitationSchoolBodySchema = z.object({ schoolId: id() });

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
