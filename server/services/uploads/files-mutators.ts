import type { AreaServices } from '../area-services';
import { createFileRecord } from './create-file-record';
import { deleteFileRecord } from './delete-file-record';

/** Files mutation name → the service that runs it (listed with its routes in server/routes/<domain>/index.ts). */
export const FILES_MUTATORS = {
  'file.create': createFileRecord,
  'file.delete': deleteFileRecord,
} as const satisfies AreaServices<'files'>;
