import { z } from '../zod-locale';
import { text } from '../fields';

/**
 * The school's bus operating company (校车运营单位): one per school, its row id fixed by the school (as the
 * settings row's), so two devices saving offline write the same row. A school that runs its own buses (自营) may
 * have no 道路运输经营许可证; one that hires them (租赁, 委托运营) names the operator's.
 */
export const COMPANY_TYPES = { 1: '自营', 2: '租赁', 3: '委托运营' } as const;
export type CompanyType = keyof typeof COMPANY_TYPES;
export const COMPANY_TYPE_LIST = Object.entries(COMPANY_TYPES).map(([value, label]) => ({ value: Number(value), label }));

export const CompanyMsg = {
  name: '请输入单位名称',
  type: '请选择运营方式',
  licenceNo: '道路运输经营许可证号为6-30位汉字、字母或数字',
  licenceRequired: '租赁或委托运营须填写道路运输经营许可证号',
  contact: '请输入联系人',
  phone: '请输入正确的联系电话（手机或座机）',
  phoneRequired: '请输入联系电话',
  missing: '本园尚未填写运营单位',
} as const;

export const busCompanyRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** COMPANY_TYPES key. */
  type: z.number().int(),
  /** 道路运输经营许可证号 ('' for a school that runs its own buses). */
  licenceNo: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
});
export type BusCompanyRow = z.infer<typeof busCompanyRowSchema>;

/** The school's company row id: fixed (a different block from busSettingsId's). */
export const busCompanyId = (schoolId: number): string => `00000000-0000-7000-8001-${schoolId.toString(16).padStart(12, '0')}`;

export const busCompanyFields = {
  name: text(50, { required: CompanyMsg.name, maxMsg: '单位名称最多50个字' }),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: CompanyMsg.type }),
  licenceNo: z
    .string({ error: CompanyMsg.licenceNo })
    .trim()
    .regex(/^([\u4e00-\u9fa5A-Za-z0-9]{6,30})?$/, CompanyMsg.licenceNo)
    .default(''),
  contact: text(20, { required: CompanyMsg.contact, maxMsg: '联系人最多20个字' }),
  phone: z
    .string({ error: CompanyMsg.phoneRequired })
    .trim()
    .min(1, CompanyMsg.phoneRequired)
    .regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, CompanyMsg.phone),
  address: text(100, { maxMsg: '地址最多100个字' }).default(''),
};

/** A hired operator must name its licence (checked apart from the fields, so the form can keep its schema). */
export const companyIssue = (args: { type: number; licenceNo: string }): string | null =>
  args.type !== 1 && !args.licenceNo ? CompanyMsg.licenceRequired : null;
