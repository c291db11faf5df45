import { z } from 'zod';
import { chatRecordRowSchema, classChatRowSchema } from '../class-chat';
import { fileRowSchema } from '../uploads';

/**
 * Rows of the replicated tables, exactly as the server sends them in pull changes and the client stores them.
 * Every row has a UUIDv7 `id` and the `schoolId` that scopes it.
 */
export const classRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** Kindergarten 0 big … 5 pre-school; primary 1–6 (SPEC §3 enumerations). */
  grade: z.number().int(),
  sort: z.number().int(),
  headTeacher: z.string(),
});
export type ClassRow = z.infer<typeof classRowSchema>;

export const studentRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  name: z.string(),
  /** 1 boy, 2 girl. */
  gender: z.union([z.literal(1), z.literal(2)]),
  /** Year-month-day (SPEC §3). */
  birthday: z.string(),
  /** 1 enrolled. */
  status: z.number().int(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

const siteRow = { id: z.uuid(), schoolId: z.number().int(), /** 1 党委会, 2 工会, 3 家委会, 4 伙委会. */ sysType: z.number().int() };

/** Website content (SPEC §3). Times are ISO strings. */
export const siteBannerRowSchema = z.object({ ...siteRow, photoName: z.string(), photoUrl: z.string(), createTime: z.string() });
export type SiteBannerRow = z.infer<typeof siteBannerRowSchema>;
export const siteNoticeRowSchema = z.object({ ...siteRow, title: z.string(), content: z.string(), createTime: z.string() });
export type SiteNoticeRow = z.infer<typeof siteNoticeRowSchema>;
export const siteMemberRowSchema = z.object({ ...siteRow, name: z.string(), position: z.string(), createTime: z.string() });
export type SiteMemberRow = z.infer<typeof siteMemberRowSchema>;
/** `summary` is sanitised rich text (HTML). */
export const siteDynamicRowSchema = z.object({
  ...siteRow,
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  releaseTime: z.string(),
});
export type SiteDynamicRow = z.infer<typeof siteDynamicRowSchema>;

/** The one list of replicated tables: name → row schema. A feature adds its table here (and indexes in sync/). */
export const REPLICATED_TABLES = {
  classes: classRowSchema,
  students: studentRowSchema,
  siteBanners: siteBannerRowSchema,
  siteNotices: siteNoticeRowSchema,
  siteMembers: siteMemberRowSchema,
  siteDynamics: siteDynamicRowSchema,
  files: fileRowSchema,
  classChats: classChatRowSchema,
  chatRecords: chatRecordRowSchema,
} as const;
export type ReplicatedTable = keyof typeof REPLICATED_TABLES;
export type RowOf<T extends ReplicatedTable> = z.infer<(typeof REPLICATED_TABLES)[T]>;
export const REPLICATED_TABLE_NAMES = Object.keys(REPLICATED_TABLES) as ReplicatedTable[];
