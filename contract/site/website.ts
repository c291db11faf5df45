import { z } from '../zod-locale';
import { defineArea } from '../area';
import { PAGE_SIZE_DEFAULT } from '../constants';
import { idParam, intParam, text, uuid } from '../fields';
import { fileReference } from '../uploads';

/**
 * Website content of the committee sites (SPEC §2 "Website content screen", §3, §5, §7, §9): banners, notices,
 * members and dynamics, per school and site type. The same schemas serve the dialogs, the sync mutations and
 * the REST calls, so a rule reads the same everywhere.
 */

/** sysType by site (SPEC §3): 1 党委会, 2 工会, 3 家委会, 4 伙委会. */
export const SITE_TYPES = { DWH: 1, GH: 2, JWH: 3, HWH: 4 } as const;
export type SiteCode = keyof typeof SITE_TYPES;
export type SiteType = (typeof SITE_TYPES)[SiteCode];
export const SITE_NAMES: Record<SiteType, string> = { 1: '党委会', 2: '工会', 3: '家委会', 4: '伙委会' };

/**
 * Which tabs a site shows. GH follows the SPEC's second reading: it has only the notice and dynamic pages (its
 * hidden children ADDNOTICE and ADDTRENDS), no banners or organisation. The class-chat tab is JWH's alone.
 */
export type WebsiteTab = 'banners' | 'notices' | 'members' | 'dynamics' | 'chat';
export const SITE_TABS: Record<SiteType, readonly WebsiteTab[]> = {
  1: ['banners', 'notices', 'members', 'dynamics'],
  2: ['notices', 'dynamics'],
  3: ['banners', 'notices', 'members', 'dynamics', 'chat'],
  4: ['banners', 'notices', 'members', 'dynamics'],
};

export const WEBSITE_LIMITS = {
  banners: 5,
  /** SPEC §5 gives 15 or 8: 15, the same as the grid's other text. */
  bannerName: 15,
  bannerNameShown: 4,
  noticeTitle: 50,
  noticeContent: 255,
  memberName: 6,
  memberPosition: 8,
  /** SPEC §5 gives 20 or 8: 20, enough for a real headline. */
  dynamicTitle: 20,
  dynamicText: 500,
  /** Images inside the dynamic's rich text (SPEC §5 "rich-text image max 3MB"). */
  editorImageBytes: 3 * 1024 * 1024,
} as const;

export const WebsiteMsg = {
  bannerName: '请填写图片名称',
  bannerImage: '请填加图片',
  bannerNameMax: `图片名称最多${WEBSITE_LIMITS.bannerName}个字`,
  bannerLimit: `轮播图最多${WEBSITE_LIMITS.banners}张，请删除后再添加`,
  noticeTitle: '请填写公告名称',
  noticeTitleMax: `公告名称最多${WEBSITE_LIMITS.noticeTitle}个字`,
  noticeContent: '请填写公告内容',
  noticeContentMax: `公告内容最多${WEBSITE_LIMITS.noticeContent}个字`,
  memberName: '请输入姓名',
  memberNameMax: `姓名最多${WEBSITE_LIMITS.memberName}个字`,
  memberPosition: '请输入职务',
  memberPositionMax: `职务最多${WEBSITE_LIMITS.memberPosition}个字`,
  specialChars: '不能输入特殊字符',
  reenter: '请重新输入',
  dynamicTitle: '标题不能为空',
  dynamicTitleMax: `标题最多${WEBSITE_LIMITS.dynamicTitle}个字`,
  dynamicContent: '内容不能为空',
  dynamicTextMax: `最多输入${WEBSITE_LIMITS.dynamicText}个字`,
  dynamicCover: '封面不能为空',
  bannerSaved: '保存成功！',
  published: '发布成功！',
  memberAdded: '成员新增成功!',
  memberUpdated: '成员修改成功!',
  done: '操作成功',
  deleteBanner: '确定删除该轮播图片吗？',
  deleteNotice: '确定删除该公告吗？',
  deleteMember: '确定删除该成员吗？',
  deleteDynamic: '确定删除该动态吗？',
  removePicture: '确定删除该图片吗？',
  editorImageTooBig: '图片大小不能超过3MB',
} as const;

/** Characters allowed in a member's name and position: Chinese, letters, digits, the middle dot and spaces. */
const MEMBER_ALLOWED = /^[\u3400-\u9fffA-Za-z0-9·\s]*$/;
export const hasSpecialChars = (text: string): boolean => !MEMBER_ALLOWED.test(text);

/** Text of rich content as the 500-word rule counts it: tags and non-breaking spaces removed. */
export function richTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, '')
    .replace(/&[a-z]+;|&#\d+;/gi, '_').length;
}
/** Empty rich text: no words and no picture or video. */
export const isRichTextEmpty = (html: string): boolean => richTextLength(html.replace(/\s/g, '')) === 0 && !/<(img|video)\b/i.test(html);

const line = (required: string, max: number, maxMsg: string) => text(max, { required, maxMsg });
const memberText = (required: string, max: number, maxMsg: string) =>
  line(required, max, maxMsg).refine((v) => !hasSpecialChars(v), WebsiteMsg.specialChars);

/** Field rules of each kind (SPEC §5). */
export const bannerFields = {
  photoName: line(WebsiteMsg.bannerName, WEBSITE_LIMITS.bannerName, WebsiteMsg.bannerNameMax),
  photoUrl: fileReference(WebsiteMsg.bannerImage),
};
export const noticeFields = {
  title: line(WebsiteMsg.noticeTitle, WEBSITE_LIMITS.noticeTitle, WebsiteMsg.noticeTitleMax),
  content: text(WEBSITE_LIMITS.noticeContent, { required: WebsiteMsg.noticeContent, maxMsg: WebsiteMsg.noticeContentMax, multiline: true }),
};
export const memberFields = {
  name: memberText(WebsiteMsg.memberName, WEBSITE_LIMITS.memberName, WebsiteMsg.memberNameMax),
  position: memberText(WebsiteMsg.memberPosition, WEBSITE_LIMITS.memberPosition, WebsiteMsg.memberPositionMax),
};
export const dynamicFields = {
  title: line(WebsiteMsg.dynamicTitle, WEBSITE_LIMITS.dynamicTitle, WebsiteMsg.dynamicTitleMax),
  summary: text(200_000, { required: WebsiteMsg.dynamicContent, maxMsg: WebsiteMsg.dynamicTextMax, multiline: true, trim: false })
    .refine((v) => !isRichTextEmpty(v), WebsiteMsg.dynamicContent)
    .refine((v) => richTextLength(v) <= WEBSITE_LIMITS.dynamicText, WebsiteMsg.dynamicTextMax),
  cover: fileReference(WebsiteMsg.dynamicCover),
};

const siteType = intParam({ msg: '无效的站点类型' }).pipe(
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '无效的站点类型' }),
);
const id = uuid();
const schoolId = idParam();

/** The dialogs' own forms (no ids): one object per kind. */
export const bannerFormSchema = z.object(bannerFields);
export const noticeFormSchema = z.object(noticeFields);
export const memberFormSchema = z.object(memberFields);
export const dynamicFormSchema = z.object(dynamicFields);

/** Website content (SPEC §3), replicated per school. Times are ISO strings. */
const siteRow = { id: z.uuid(), schoolId: z.number().int(), /** 1 党委会, 2 工会, 3 家委会, 4 伙委会. */ sysType: z.number().int() };
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

/**
 * The website area. Mutation args: creates name their school and site; edits and deletes name their row and
 * school. Labels are the sync panel's; the operation log words these per site (server/services/site/website/site-rows.ts).
 * Permissions name the committee section: the page is /DGTW/<site> by the row's sysType.
 */
const OP_LOG = '网站管理';
export const WEBSITE = defineArea({
  name: 'website',
  page: '/DGTW',
  scope: 'website',
  tables: {
    siteBanners: siteBannerRowSchema,
    siteNotices: siteNoticeRowSchema,
    siteMembers: siteMemberRowSchema,
    siteDynamics: siteDynamicRowSchema,
  },
  mutations: {
    'siteBanner.create': {
      args: z.object({ id, schoolId, sysType: siteType, ...bannerFields }),
      label: '新增轮播图',
      permission: '/DGTW:addBanner',
      module: OP_LOG,
    },
    'siteBanner.update': {
      args: z.object({ id, schoolId, ...bannerFields }),
      label: '修改轮播图',
      permission: '/DGTW:editBanner',
      module: OP_LOG,
    },
    'siteBanner.delete': { args: z.object({ id, schoolId }), label: '删除轮播图', permission: '/DGTW:removeBanner', module: OP_LOG },
    'siteNotice.create': {
      args: z.object({ id, schoolId, sysType: siteType, ...noticeFields }),
      label: '发布公告',
      permission: '/DGTW:addNotice',
      module: OP_LOG,
    },
    'siteNotice.update': {
      args: z.object({ id, schoolId, ...noticeFields }),
      label: '修改公告',
      permission: '/DGTW:editNotice',
      module: OP_LOG,
    },
    'siteNotice.delete': { args: z.object({ id, schoolId }), label: '删除公告', permission: '/DGTW:removeNotice', module: OP_LOG },
    'siteMember.create': {
      args: z.object({ id, schoolId, sysType: siteType, ...memberFields }),
      label: '新增成员',
      permission: '/DGTW:addMember',
      module: OP_LOG,
    },
    'siteMember.update': {
      args: z.object({ id, schoolId, ...memberFields }),
      label: '修改成员',
      permission: '/DGTW:editMember',
      module: OP_LOG,
    },
    'siteMember.delete': { args: z.object({ id, schoolId }), label: '删除成员', permission: '/DGTW:removeMember', module: OP_LOG },
    'siteDynamic.create': {
      args: z.object({ id, schoolId, sysType: siteType, ...dynamicFields }),
      label: '发布动态',
      permission: '/DGTW:addDynamic',
      module: OP_LOG,
    },
    'siteDynamic.update': {
      args: z.object({ id, schoolId, ...dynamicFields }),
      label: '修改动态',
      permission: '/DGTW:editDynamic',
      module: OP_LOG,
    },
    'siteDynamic.delete': { args: z.object({ id, schoolId }), label: '删除动态', permission: '/DGTW:removeDynamic', module: OP_LOG },
  },
});

/**
 * REST bodies (SPEC §7): add {schoolId, sysType, …fields} (a client may bring its own UUIDv7 id), edit
 * {id, …fields}, delete {id}. Without schoolId the row's own school is used (it must be one of the user's).
 */
export const websiteRestSchemas = <F extends z.ZodRawShape>(fields: F) => ({
  create: z.object({ id: id.optional(), schoolId, sysType: siteType, ...fields }),
  update: z.object({ id, schoolId: schoolId.optional(), ...fields }),
  remove: z.object({ id, schoolId: schoolId.optional() }),
});

/** List query of every kind: {schoolId, type, pageNum, pageSize} → {list, pageNum, pageSize, total}. */
export const websiteListQuerySchema = z.object({
  schoolId,
  type: siteType,
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 100 }).default(PAGE_SIZE_DEFAULT),
});
export type WebsiteListQuery = z.infer<typeof websiteListQuerySchema>;

/** Banner grid caption: the first 4 characters, then an ellipsis. */
export const shortBannerName = (name: string): string =>
  [...name].length > WEBSITE_LIMITS.bannerNameShown ? `${[...name].slice(0, WEBSITE_LIMITS.bannerNameShown).join('')}...` : name;

export const BANNER_REST = websiteRestSchemas(bannerFields);
export const NOTICE_REST = websiteRestSchemas(noticeFields);
export const MEMBER_REST = websiteRestSchemas(memberFields);
export const DYNAMIC_REST = websiteRestSchemas(dynamicFields);
type RestInputs<S extends { create: z.ZodType; update: z.ZodType; remove: z.ZodType }> = {
  create: z.infer<S['create']>;
  update: z.infer<S['update']>;
  remove: z.infer<S['remove']>;
};
export type BannerInput = RestInputs<typeof BANNER_REST>;
export type NoticeInput = RestInputs<typeof NOTICE_REST>;
export type MemberInput = RestInputs<typeof MEMBER_REST>;
export type DynamicInput = RestInputs<typeof DYNAMIC_REST>;
