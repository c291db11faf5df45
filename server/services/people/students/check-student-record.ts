import { idNumberIssue } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { ServiceContext } from '../../context';
import { requireStoredFiles } from '../../uploads/stored-files';

interface RecordFields {
  idType: number;
  idNumber: string;
  birthday: string;
  photo: string;
}

/**
 * The checks of a child's record that span fields or need the database, run on the record as it will be after
 * the change (an update may change the ID number or the birthday alone): the ID number fits its type and, for a
 * resident ID, the birthday; a new photo is a stored file of the school (an unchanged one may stay).
 */
export async function checkStudentRecord(ctx: ServiceContext, schoolId: number, after: RecordFields, photoBefore = ''): Promise<void> {
  const issue = idNumberIssue(after.idType, after.idNumber, after.birthday);
  if (issue) throw AppError.badRequest(issue);
  if (after.photo && after.photo !== photoBefore) await requireStoredFiles(ctx, schoolId, [after.photo]);
}
