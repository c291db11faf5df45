import { and, eq, inArray } from 'drizzle-orm';
import { UPLOAD_STATUS, type UploadReport, UploadMsg } from '@contract';
import { uploadSources } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { incomingKey } from '../../providers/storage/storage-provider';
import type { UploadContext } from './upload-context';

/**
 * The report call (SPEC §4 step 3): status 1 moves the posted file from its incoming key to its stored key — only
 * when the server sees it within the size limit — and marks the upload stored; 2 marks it failed. Reporting again is
 * harmless. Another user's or school's sourceId is not found.
 */
export async function reportUpload(ctx: UploadContext, input: UploadReport): Promise<{ filePath: string; size: number | null }> {
  const [row] = await ctx.db
    .select()
    .from(uploadSources)
    .where(
      and(
        eq(uploadSources.id, input.sourceId),
        eq(uploadSources.userId, ctx.session.userId),
        inArray(uploadSources.schoolId, [...ctx.session.schoolIds]),
      ),
    );
  if (!row) throw AppError.notFound(UploadMsg.unknownFile);
  if (row.status === UPLOAD_STATUS.success) return { filePath: row.filePath, size: row.size };
  if (input.status === UPLOAD_STATUS.failure) {
    await ctx.db.update(uploadSources).set({ status: UPLOAD_STATUS.failure }).where(eq(uploadSources.id, row.id));
    return { filePath: row.filePath, size: null };
  }
  const received = incomingKey(row.filePath);
  const posted = await ctx.storage.stat(received);
  if (posted && (posted.size > row.maxBytes || posted.size < 1)) {
    // A store that does not enforce the policy's size range (s3rver does not) still never gets it stored.
    await ctx.storage.remove(received);
    throw AppError.badRequest(UploadMsg.failure);
  }
  if (posted) await ctx.storage.promote(received, row.filePath);
  const stored = await ctx.storage.stat(row.filePath);
  if (!stored) throw AppError.badRequest(UploadMsg.failure);
  await ctx.db.update(uploadSources).set({ status: UPLOAD_STATUS.success, size: stored.size }).where(eq(uploadSources.id, row.id));
  return { filePath: row.filePath, size: stored.size };
}
