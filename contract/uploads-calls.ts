import { defineCall, unchecked } from './call';
import { MEMBER } from './permissions';
import { type FileItem, uploadReportSchema, uploadSignatureRequestSchema, uploadSignatureSchema } from './uploads';

/** The HTTP calls of server/routes/uploads.ts, as the client makes them (contract/call.ts). */
export const uploadsCalls = {
  uploadSignature: defineCall({
    method: 'POST',
    path: '/park/upload/signature',
    permission: MEMBER,
    input: uploadSignatureRequestSchema,
    output: uploadSignatureSchema,
  }),
  uploadReport: defineCall({
    method: 'POST',
    path: '/park/upload/report',
    permission: MEMBER,
    input: uploadReportSchema,
    output: unchecked<{ filePath: string; size: number | null }>(),
  }),
  /** One file through the server (multipart `file`), at most 3 MB: the rich-text editor's images (SPEC §7). */
  commonUpload: defineCall({
    method: 'POST',
    path: '/park/common/upload',
    permission: MEMBER,
    body: 'multipart',
    output: unchecked<FileItem>(),
  }),
};
