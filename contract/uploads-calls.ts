import { defineCall, unchecked } from './call';
import { MEMBER } from './permissions';
import { uploadReportSchema, uploadSignatureRequestSchema, uploadSignatureSchema } from './uploads';

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
};
