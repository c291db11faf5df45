import { type UploadSignature, type UploadSignatureInput, uuidv7 } from '@contract';
import { uploadSources } from '../../db/schema';
import { incomingKey } from '../../providers/storage/storage-provider';
import { SIGNATURE_TTL_MS, storageKey, type UploadContext } from './upload-context';
import { ruleFor } from './upload-rules';

/**
 * `/park/upload/signature` (SPEC §4 step 1): checks the file against the SPEC limits, reserves a key under the
 * session's school and signs a POST form for 30 minutes allowing exactly that key's incoming twin (the report moves
 * it to the key, out of the form's reach), the content type and the size range.
 */
export async function signUpload(ctx: UploadContext, input: UploadSignatureInput): Promise<UploadSignature> {
  const rule = ruleFor(input.fileName, Math.ceil(input.size * 1024), input.scene ?? 'default');
  const now = ctx.clock.now();
  const id = uuidv7(now.getTime());
  const key = storageKey(ctx.session.schoolId, id, rule.ext, now);
  const expiresAt = new Date(now.getTime() + SIGNATURE_TTL_MS);
  const post = await ctx.storage.presignPost({
    key: incomingKey(key),
    contentType: rule.contentType,
    maxBytes: rule.maxBytes,
    expiresAt,
    now,
  });
  await ctx.db.insert(uploadSources).values({
    id,
    schoolId: ctx.session.schoolId,
    userId: ctx.session.userId,
    filePath: key,
    fileName: input.fileName,
    contentType: rule.contentType,
    maxBytes: rule.maxBytes,
    expiresAt,
  });
  return {
    filePath: key,
    obsAcl: 'public-read',
    contentType: rule.contentType,
    policy: post.policy,
    accessKeyId: post.accessKeyId,
    signature: post.signature,
    postUrl: post.postUrl,
    sourceId: id,
    fields: post.fields,
  };
}
