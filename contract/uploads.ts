import { z } from './zod-locale';
import { id, int32, intParam, isoDateTime, numberParam, text, uuid } from './fields';
import { defineArea } from './area';
import { COMPRESS_OVER_BYTES } from './image-compression';
import { MEMBER } from './permissions';

export { COMPRESS_OVER_BYTES, COMPRESSED_MAX_MB, COMPRESSION_QUALITY, compressionQuality, IMAGE_MAX_SIDE } from './image-compression';

/**
 * Uploads (SPEC §3 upload signature and file item, §4 upload, §5 upload rules, §8 messages, §9 compression and
 * file groups): pure rules shared by the app, the image worker and the server, so both sides refuse the same files
 * with the same words.
 */

const MB = 1024 * 1024;

export const UploadMsg = {
  success: '上传成功',
  failure: '上传失败',
  badFormat: '文件格式不正确',
  imageTooLarge: '图片大小不能超过20MB',
  avatarTooLarge: '上传头像图片大小不能超过 2MB!',
  editorImageTooLarge: '图片大小不能超过3MB',
  videoTooLarge: '视频大小不能超过500MB',
  videoTooLong: '视频时长不能超过30分钟',
  audioTooLarge: '音频大小不能超过10MB',
  pdfTooLarge: '文件大小不能超过10MB',
  officeTooLarge: '文件大小不能超过50MB',
  /** The duration of a video could not be read. */
  fileNotCompliant: '文件不合规，请重新上传',
  /** The image could not be decoded or compressed. */
  imageNotCompliant: '图片不合规，请重新上传',
  tooMany: (uploaded: number, max: number) => `已上传${uploaded}个文件，最多上传${max}个文件`,
  /** The signed form expired, was altered or does not match the file. */
  badPolicy: '上传凭证无效或已过期，请重新上传',
  emptyFile: '文件不能为空',
  /** A record names a file that was never stored for this school. */
  unknownFile: '文件不存在或未上传成功，请重新上传',
  offlineSaved: '当前离线，文件已保存在本机，联网后自动上传',
} as const;

/** SPEC §9 file groups, for icons and previews: anything else is a document. */
export const FILE_GROUPS = {
  video: ['mp4', 'rmvb', 'avi', 'ts'],
  image: ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'],
  audio: ['wav', 'mp3', 'm4a', 'wma'],
} as const;
export type FileGroup = keyof typeof FILE_GROUPS | 'document';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function fileGroupOf(fileName: string): FileGroup {
  const ext = extensionOf(fileName);
  for (const [group, exts] of Object.entries(FILE_GROUPS)) if ((exts as readonly string[]).includes(ext)) return group as FileGroup;
  return 'document';
}

/** Content types the server stores and serves each accepted extension as (never what the browser claims). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const contentTypeOf = (fileName: string): string | undefined => CONTENT_TYPES[extensionOf(fileName)];

/**
 * Upload kinds with their accepted extensions and limits (SPEC §5). Images the browser can show only (svg would
 * run script from our origin, psd/tiff cannot be shown). `scene` narrows an image upload server-side too.
 */
export const UPLOAD_KINDS = {
  image: { exts: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'], maxBytes: 20 * MB, tooLarge: UploadMsg.imageTooLarge },
  avatar: { exts: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'], maxBytes: 2 * MB, tooLarge: UploadMsg.avatarTooLarge },
  editorImage: { exts: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'], maxBytes: 3 * MB, tooLarge: UploadMsg.editorImageTooLarge },
  video: { exts: ['mp4', 'mov'], maxBytes: 500 * MB, tooLarge: UploadMsg.videoTooLarge },
  audio: { exts: ['mp3', 'wav'], maxBytes: 10 * MB, tooLarge: UploadMsg.audioTooLarge },
  pdf: { exts: ['pdf'], maxBytes: 10 * MB, tooLarge: UploadMsg.pdfTooLarge },
  office: { exts: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'], maxBytes: 50 * MB, tooLarge: UploadMsg.officeTooLarge },
} as const satisfies Record<string, { exts: readonly string[]; maxBytes: number; tooLarge: string }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;
/** Kinds a file's extension alone decides (the server's default when no scene is named). */
const BY_EXTENSION: readonly UploadKind[] = ['image', 'video', 'audio', 'pdf', 'office'];

export const VIDEO_MAX_SECONDS = 1800;
export const AVATAR_MAX_BYTES = UPLOAD_KINDS.avatar.maxBytes;
export const EDITOR_IMAGE_MAX_BYTES = UPLOAD_KINDS.editorImage.maxBytes;

/** The `accept` attribute of a file input for some kinds. */
export const acceptOf = (...kinds: UploadKind[]): string =>
  [...new Set(kinds.flatMap((k) => UPLOAD_KINDS[k].exts))].map((e) => `.${e}`).join(',');

/** Which kind a file is, given what the upload allows: the first allowed kind that accepts its extension. */
export function kindOf(fileName: string, allowed: readonly UploadKind[] = BY_EXTENSION): UploadKind | undefined {
  const ext = extensionOf(fileName);
  return allowed.find((k) => (UPLOAD_KINDS[k].exts as readonly string[]).includes(ext));
}

/**
 * The SPEC §5 check of one chosen file: format, then size. Returns the message to show, or null when it may be
 * uploaded. `size` in bytes; images are checked before compression, as the original did.
 */
export function checkUploadFile(file: { name: string; size: number }, allowed: readonly UploadKind[]): string | null {
  const kind = kindOf(file.name, allowed);
  if (!kind) return UploadMsg.badFormat;
  if (file.size <= 0) return UploadMsg.emptyFile;
  if (file.size > UPLOAD_KINDS[kind].maxBytes) return UPLOAD_KINDS[kind].tooLarge;
  return null;
}

/** Over count (SPEC §5): `already` files are in the list, `adding` were just chosen, `max` is allowed. */
export function checkUploadCount(already: number, adding: number, max: number): string | null {
  return already + adding > max ? UploadMsg.tooMany(already, max) : null;
}

/** Videos longer than 30 minutes are refused; an unreadable duration is not compliant. */
export function checkVideoDuration(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return UploadMsg.fileNotCompliant;
  return seconds > VIDEO_MAX_SECONDS ? UploadMsg.videoTooLong : null;
}

export const CROP_DIALOG_WIDTH = 900;
export const UPLOAD_BOX_PX = 148;

export const needsCompression = (file: { name: string; size: number }): boolean =>
  file.size > COMPRESS_OVER_BYTES && ['jpg', 'jpeg', 'png', 'bmp', 'webp'].includes(extensionOf(file.name));

/** SPEC §4: progress rises on a timer to 95 % and jumps to 100 on completion. */
export const PROGRESS_CAP = 95;

// ---- Calls -------------------------------------------------------------------------------------------------------

/** The name of a file to upload, as the browser gives it (its extension decides the kind). */
export const uploadFileNameSchema = text(200, { required: UploadMsg.badFormat });

/** Upload `type` and `visitType` are always 2 (SPEC §3); `scene` narrows the limit to avatar or editor images. */
export const uploadSignatureRequestSchema = z.object({
  contentType: text(200).default(''),
  fileName: uploadFileNameSchema,
  /** KB, as the SPEC has it (may be fractional). */
  size: numberParam(z.number({ error: UploadMsg.emptyFile }).positive(UploadMsg.emptyFile)),
  type: intParam().default(2),
  visitType: intParam().default(2),
  scene: z.enum(['avatar', 'editor']).optional(),
});
export type UploadSignatureRequest = z.input<typeof uploadSignatureRequestSchema>;
export type UploadSignatureInput = z.infer<typeof uploadSignatureRequestSchema>;

export const uploadSignatureSchema = z.object({
  /** Where the file will be: store this in records; it is shown from `fileUrl(filePath)`. */
  filePath: z.string(),
  obsAcl: z.string(),
  contentType: z.string(),
  policy: z.string(),
  accessKeyId: z.string(),
  signature: z.string(),
  postUrl: z.string(),
  sourceId: z.string(),
  /** Every form field to POST before the file, in order (the storage's exact names, e.g. x-amz-signature). */
  fields: z.record(z.string(), z.string()),
});
export type UploadSignature = z.infer<typeof uploadSignatureSchema>;

export const UPLOAD_STATUS = { success: 1, failure: 2 } as const;
export const uploadReportSchema = z.object({
  sourceId: uuid(UploadMsg.failure),
  status: z.union([z.literal(1), z.literal(2)]),
});
export type UploadReport = z.infer<typeof uploadReportSchema>;

/** What a finished upload is: SPEC §3 file item. */
export const fileItemSchema = z.object({
  filePath: z.string(),
  fileName: z.string(),
  /** Bytes. */
  size: z.number(),
  name: z.string(),
  /** The extension (the SPEC's spelling). */
  suffic: z.string(),
  cover: z.string().default(''),
  /** Video seconds. */
  timeLog: z.number().default(0),
  percentageNum: z.number().default(0),
  refId: z.string().default(''),
});
export type FileItem = z.infer<typeof fileItemSchema>;

/** Where stored files are served from: `/files/<filePath>` (the server redirects to object storage in production). */
export const FILES_PREFIX = '/files/';
export const UPLOAD_POST_PATH = '/files/upload';
/** A record's reference to a file still waiting on this device to be uploaded (docs/uploads.md). */
export const PENDING_UPLOAD_PREFIX = 'pending-upload:';
export const isPendingUploadRef = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PENDING_UPLOAD_PREFIX);

/**
 * The demo pictures shipped with the app (public/demo/website): the demo seed's banners and covers and the website
 * dialogs' samples. The only paths a record may name besides the school's stored files (the server checks the rest).
 */
export const DEMO_PICTURES: readonly string[] = [1, 2, 3, 4, 5].flatMap((n) => [
  `/demo/website/banner-${n}.svg`,
  `/demo/website/cover-${n}.svg`,
]);
/** 印章管理's demo seal impressions (public/demo/seals), used by the demo seed; accepted like DEMO_PICTURES. */
export const DEMO_SEAL_PICTURES: readonly string[] = [1, 2, 3].map((n) => `/demo/seals/seal-${n}.svg`);
/** A picture of the app's own that records may name without an upload. */
export const isDemoPicture = (path: string): boolean => DEMO_PICTURES.includes(path) || DEMO_SEAL_PICTURES.includes(path);

/**
 * A picture a record points at: a stored key, a path of the app's own (`/demo/…`, `/files/…`), or a file still
 * uploading on this device. No scheme, no `//host`, no `..`: a record can never make browsers fetch another site.
 */
export function isSafeFileReference(value: string): boolean {
  if (value.startsWith(PENDING_UPLOAD_PREFIX)) return /^pending-upload:[\w-]+$/.test(value);
  return /^\/?[\w\u4e00-\u9fa5][\w\u4e00-\u9fa5./-]*$/.test(value) && !value.includes('..') && !value.includes('//');
}
export const fileReference = (requiredMsg: string) => text(1000, { required: requiredMsg }).refine(isSafeFileReference, '图片地址不正确');

/** A stored file's URL; full URLs (already absolute) and data/blob URLs pass through. */
export function fileUrl(filePath: string): string {
  if (/^(https?:|blob:|data:|\/)/.test(filePath)) return filePath;
  return `${FILES_PREFIX}${filePath}`;
}

// ---- The school's file records (replicated table `files`) --------------------------------------------------------

/**
 * A stored file the school keeps a record of (the uploads page; issue 7's banners use the same reference path).
 * `filePath` is a stored key, or `pending-upload:<id>` on the device that is still uploading it.
 */
export const fileRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  filePath: z.string(),
  /** Bytes. */
  size: z.number().int(),
  contentType: z.string(),
  /** ISO time the record was made (on the device). */
  createdAt: z.string(),
});
export type FileRow = z.infer<typeof fileRowSchema>;

const storedFilePath = text(300, { required: UploadMsg.unknownFile, maxMsg: UploadMsg.unknownFile, trim: false }).refine(
  (p) => !p.includes('..') && !p.startsWith('/'),
  UploadMsg.unknownFile,
);

/** The files area: the school's file records. Uploading itself is REST (sign, post, report), not a mutation. */
export const FILES = defineArea({
  name: 'files',
  scope: 'files',
  tables: { files: fileRowSchema },
  mutations: {
    'file.create': {
      args: z.object({
        id: uuid(),
        schoolId: id(),
        name: text(100, { required: '请填写文件名称', maxMsg: '文件名称最多100个字' }),
        filePath: storedFilePath,
        /** Bytes (the largest kind allows 500 MB). */
        size: int32().nonnegative(),
        contentType: text(200),
        createdAt: isoDateTime(),
      }),
      label: '上传文件',
      permission: MEMBER,
    },
    'file.delete': { args: z.object({ id: uuid(), schoolId: id() }), label: '删除文件', permission: MEMBER },
  },
});
