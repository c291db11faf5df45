import { z } from './zod-locale';
import { idParam, text } from './fields';

/** POST /park/login/auth is a form; the password travels as lowercase md5 hex of what the user typed. */
export const loginFormSchema = z.object({
  loginName: text(50, { required: '请输入用户名' }),
  password: z
    .string()
    .min(1, '请输入密码')
    .regex(/^[0-9a-f]{32}$/, '密码格式不正确'),
  captchaVerification: text(2000, { trim: false }).optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const schoolSchema = z.object({
  schoolId: z.number().int(),
  companyId: z.number().int(),
  schoolName: z.string(),
  /** 1 kindergarten, 2 school with students, 3 meal-plan home. */
  schoolStyle: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** 1 expired or blocked. */
  clientState: z.number().int(),
  expired: z.boolean(),
  expirationTime: z.string(),
});
export type School = z.infer<typeof schoolSchema>;

export const companySchema = z.object({ companyId: z.number().int(), companyName: z.string() });
export type Company = z.infer<typeof companySchema>;

export const userInfoSchema = z.object({
  userId: z.number().int(),
  loginName: z.string(),
  userName: z.string(),
  headPic: z.string(),
  level: z.number().int(),
  mobilePhone: z.string(),
  isRemember: z.number().int(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  position: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** What login answers: the session fields of SPEC §3. */
export const sessionSchema = z.object({
  token: z.string(),
  userId: z.number().int(),
  avatar: z.string(),
  /** Menu rules: the paths of the menu this user may use in this school. */
  roles: z.array(z.string()),
  schoolInfo: schoolSchema,
  /** Dual verification required (SMS code after password). */
  dualVerification: z.boolean(),
  schoolCodeStatus: z.number().int(),
  /** Comma list of allowed paths; empty means everything is allowed. */
  schoolpermission: z.string(),
  /** The member's effective permissions in the school (contract/permissions.ts): what the app shows and offers. */
  permissions: z.array(z.string()).default([]),
  positionName: z.string().nullable(),
  /** Token expiry, ms since epoch. */
  expirationTime: z.number().int(),
  /** 1 when the user must set a password before going on. */
  setPwd: z.number().int(),
  /** 1 when the password is weak or default and should be changed. */
  pwdWarn: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

export const userInfoQuerySchema = z.object({
  schoolId: idParam().optional(),
  companyId: idParam().optional(),
});

export const userInfoResponseSchema = z.object({
  userInfo: userInfoSchema,
  schoolInfo: schoolSchema,
  schoolList: z.array(schoolSchema),
  companyList: z.array(companySchema),
  skinUrl: z.string(),
  /** The user's theme (contract/themes.ts); skinUrl is its background picture. */
  skinId: z.number().int().optional(),
  expirationTime: z.string(),
  schoolpermission: z.string(),
  /** The member's effective permissions in this school (contract/permissions.ts). */
  permissions: z.array(z.string()).default([]),
  positionName: z.string().nullable(),
});
export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;

export const termWarnSchema = z.object({
  /** 1 when the account has no password of its own yet. */
  noPwd: z.number().int(),
  /** 0 fine; 1 term not activated and the user may set it; 2 not activated and the user may not. */
  termWarn: z.number().int(),
  pwdWarn: z.number().int(),
});
export type TermWarn = z.infer<typeof termWarnSchema>;

export const schoolCodeStatusSchema = z.object({ status: z.number().int() });

export const tokenExpirySchema = z.object({ expirationTime: z.number().int() });
