import { MutationError } from '../errors';
import { MutationMsg } from './messages';
import type { AreaMutators } from './types';

/** The school's file records (contract/uploads.ts). `filePath` may still be a `pending-upload:` reference here. */
export const fileMutators = {
  async 'file.create'(tx, a) {
    await tx.put('files', {
      id: a.id,
      schoolId: a.schoolId,
      name: a.name,
      filePath: a.filePath,
      size: a.size,
      contentType: a.contentType,
      createdAt: a.createdAt,
    });
  },
  async 'file.delete'(tx, a) {
    const row = await tx.get('files', a.id);
    if (!row || row.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    await tx.delete('files', a.id);
  },
} satisfies AreaMutators<'files'>;
