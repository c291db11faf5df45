import { MUTATION_SCOPES, TABLE_SCOPES } from '@contract/areas';
import { PermissionMsg } from '@contract/permissions';
import { dropAttendanceDays } from './attendance-days';
import { clientIdOf } from './client-state';
import { REPLICATED, type SyncDb } from './db';
import { rotateClientId } from './push';

/**
 * Inside a rw transaction over ALL_TABLES: the member no longer reads these scopes of the school (a pull answer
 * left them out), so what this device holds of them leaves at once: the rows of their tables, their shadows and
 * read-through pages (sync/read-through.ts), and their pending mutations. Those the server has not confirmed are refused here, as the server would refuse
 * them (403), with PermissionMsg.revoked; their args keep only id and school, since their data was of the scope,
 * and 数据同步 lists them by label for the user to discard. One confirmed already only waited for a pull: it goes.
 * Resolves true when the client id was rotated (the refused ones never reached the server, so the queue behind
 * them is renumbered, as for a discarded stuck mutation): the school's lastMutationId no longer applies.
 */
export async function purgeScopes(db: SyncDb, schoolId: number, scopes: readonly string[]): Promise<boolean> {
  const revoked = new Set(scopes);
  const tables = REPLICATED.filter((t) => revoked.has(TABLE_SCOPES[t] ?? ''));
  const shadowKeys = (await db.shadows.where('schoolId').equals(schoolId).toArray())
    .filter((s) => revoked.has(TABLE_SCOPES[s.table] ?? ''))
    .map((s) => [s.table, s.id] as [string, string]);
  const rows = (await db.outbox.where('schoolId').equals(schoolId).toArray()).filter(
    (r) => r.status === 'pending' && revoked.has(MUTATION_SCOPES[r.name] ?? ''),
  );
  const refused = rows.filter((r) => !r.applied);
  const clientId = await clientIdOf(db);
  const readThrough = (await db.readThrough.where('schoolId').equals(schoolId).toArray()).filter((p) => revoked.has(p.scope));
  await Promise.all([
    ...tables.map((t) => db.table(t).where('schoolId').equals(schoolId).delete()),
    tables.includes('attendanceEvents') ? dropAttendanceDays(db, schoolId) : null,
    db.readThrough.bulkDelete(readThrough.map((p) => p.key)),
    db.shadows.bulkDelete(shadowKeys),
    db.outbox.bulkDelete(rows.filter((r) => r.applied).map((r) => [r.clientId, r.mutationId] as [string, number])),
    db.outbox.bulkPut(
      refused.map((r) => ({
        ...r,
        status: 'rejected' as const,
        args: { id: r.args.id, schoolId: r.args.schoolId },
        error: PermissionMsg.revoked,
        code: 403,
        revoked: true,
        stuck: false,
      })),
    ),
  ]);
  if (!refused.some((r) => r.clientId === clientId)) return false;
  await rotateClientId(db);
  return true;
}
