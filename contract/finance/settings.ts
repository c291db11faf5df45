import { z } from '../zod-locale';
import { noticeRecipientSchema } from '../notifications';
import { addPasswordIssues, typedPasswordSchema } from '../password';

/**
 * The school's finance settings (SPEC §6, §7 /park/pwd and /park/bookkeepingSetting): its own finance password, asked
 * before the finance pages open (FinanceGate, the heartbeat), and the bookkeeping settings — who is authorised to keep
 * the books (beAuthor, the 'is authorised' flag) and whether bills need approval (reviewOn).
 *
 * A school without a finance password has its finance pages open to whoever may read them (the password is a second
 * lock the school chooses). Setting, changing and removing it take the member's login password, as md5 hex like every
 * password the server checks; the new finance password travels as typed, like every password it stores
 * (contract/account.ts).
 */

/** Setting the finance password and the bookkeeping settings: a right of its own (园长 and 财务 by default). */
export const FINANCE_SETTINGS = '/YWGL/CWGL:settings';

export const FinanceSettingsMsg = {
  loginPasswordRequired: '请输入登录密码',
  wrongLoginPassword: '登录密码错误',
  saved: '设置成功',
  removed: '财务密码已删除',
  notSet: '尚未设置财务密码',
  settingsSaved: '保存成功',
  authorNotMember: '授权人员须为本园教职工',
} as const;

const loginPasswordSchema = z
  .string()
  .min(1, FinanceSettingsMsg.loginPasswordRequired)
  .regex(/^[0-9a-f]{32}$/, '密码格式不正确');

/** `GET /park/pwd/getPwd`: whether the school has a finance password (never the password). */
export const financePasswordStateSchema = z.object({ set: z.boolean() });
export type FinancePasswordState = z.infer<typeof financePasswordStateSchema>;

/** `POST /park/pwd/save`: sets or changes the finance password (the SPEC §5 password rules apply). */
export const saveFinancePasswordSchema = z
  .object({ password: typedPasswordSchema, repassword: typedPasswordSchema, loginPassword: loginPasswordSchema })
  .superRefine((v, ctx) =>
    addPasswordIssues(ctx, { password: v.password, confirm: v.repassword }, { password: 'password', confirm: 'repassword' }),
  );
export type SaveFinancePasswordInput = z.infer<typeof saveFinancePasswordSchema>;

/** `POST /park/pwd/del`: removes it; the finance pages then open without one. */
export const deleteFinancePasswordSchema = z.object({ loginPassword: loginPasswordSchema });
export type DeleteFinancePasswordInput = z.infer<typeof deleteFinancePasswordSchema>;

/** SPEC §4 approval: 0 bills are published without review, 1 they need approval first. */
export const REVIEW_ON = { 0: '无需审核', 1: '需要审核' } as const;

/** `GET /park/bookkeepingSetting/getSetting` and `POST …/save`. */
export const bookkeepingSettingSchema = z.object({
  reviewOn: z.union([z.literal(0), z.literal(1)]),
  /** Members (user ids) authorised to keep the books; none: everyone with the finance pages' rights. */
  authorIds: z.array(z.number().int().positive()).max(200),
});
export type BookkeepingSetting = z.infer<typeof bookkeepingSettingSchema>;
/** What getSetting answers: the setting, and the school's staff to choose the authorised ones from. */
export const bookkeepingSettingViewSchema = bookkeepingSettingSchema.extend({ staff: z.array(noticeRecipientSchema) });
export type BookkeepingSettingView = z.infer<typeof bookkeepingSettingViewSchema>;
export const DEFAULT_BOOKKEEPING_SETTING: BookkeepingSetting = { reviewOn: 0, authorIds: [] };

/** `GET /park/bookkeepingSetting/beAuthor`: whether the signed-in member is authorised. */
export const beAuthorSchema = z.boolean();

/** Authorised: listed, or no one is listed. */
export const isBookkeeper = (setting: BookkeepingSetting, userId: number): boolean =>
  setting.authorIds.length === 0 || setting.authorIds.includes(userId);
