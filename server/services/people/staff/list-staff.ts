import type { StaffCredentialRow, StaffProfileRow } from '@contract';
import { staffProfileRows, toStaffCredentialRow } from '../../../replication/people/staff-rows';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { credentialsOf } from './credential-reminders';

/** /park/emp/list: the school's staff records (every status, or one), each with its credentials (tens: no paging). */
export async function listStaff(
  ctx: AuthedContext,
  input: { schoolId: number; status?: number | undefined },
): Promise<Array<StaffProfileRow & { credentials: StaffCredentialRow[] }>> {
  assertSchoolInScope(ctx, input.schoolId);
  const rows = (await staffProfileRows(ctx.db, input.schoolId)).filter((r) => input.status === undefined || r.status === input.status);
  const credentials = (await credentialsOf(ctx.db, input.schoolId)).map(toStaffCredentialRow);
  return rows.map((r) => ({ ...r, credentials: credentials.filter((c) => c.userId === r.userId) }));
}
