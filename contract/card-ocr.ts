import { z } from './zod-locale';
import { LICENCE_CLASSES } from './bus/fleet';

/**
 * Recognition of an ID card front or a driving licence photo for the driver form (SPEC /v2/schoolbus, issue 20):
 * the server reads the text lines with an OCR model (server/providers/ocr), contract/card-fields.ts turns them into
 * fields, and the form shows them for confirmation. Nothing recognised is saved unseen.
 */

export const CARD_OCR_PATHS = {
  idCard: '/v2/schoolbus/recognizeIdCard',
  driverLicence: '/v2/schoolbus/recognizeDriverLicense',
} as const;
export type CardKind = keyof typeof CARD_OCR_PATHS;

/** The largest photo the server takes (the client compresses bigger ones first). */
export const CARD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What the server decodes, told by the file's first bytes, not its name. */
export const CARD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const CardOcrMsg = {
  off: '识别服务未开启',
  offline: '识别需要联网',
  empty: '请选择证件照片',
  type: '仅支持JPG、PNG、WEBP格式的图片',
  tooLarge: '图片不能超过5MB',
  unreadable: '图片无法识别，请重新拍摄清晰的证件照片',
  nothingNew: '未识别到可填入的内容',
} as const;

/** An ID card front's fields; a field the photo did not give is absent. Only a valid ID number is offered. */
export const idCardFieldsSchema = z.object({
  name: z.string().optional(),
  sex: z.enum(['男', '女']).optional(),
  nation: z.string().optional(),
  /** YYYY-MM-DD. */
  birthday: z.string().optional(),
  address: z.string().optional(),
  idNumber: z.string().optional(),
});
export type IdCardFields = z.infer<typeof idCardFieldsSchema>;

/** A driving licence's fields: 证号 is the holder's ID number; 有效期限 runs validFrom → licenceExpiry. */
export const driverLicenceFieldsSchema = z.object({
  name: z.string().optional(),
  idNumber: z.string().optional(),
  licenceClass: z.enum(LICENCE_CLASSES).optional(),
  validFrom: z.string().optional(),
  licenceExpiry: z.string().optional(),
});
export type DriverLicenceFields = z.infer<typeof driverLicenceFieldsSchema>;

/** What a recognition answers: the fields, and the lines as read (shown under the fields). */
export const idCardRecognitionSchema = z.object({ fields: idCardFieldsSchema, lines: z.array(z.string()) });
export const driverLicenceRecognitionSchema = z.object({ fields: driverLicenceFieldsSchema, lines: z.array(z.string()) });
export type CardRecognition<K extends CardKind = CardKind> = {
  fields: K extends 'idCard' ? IdCardFields : DriverLicenceFields;
  lines: string[];
};
