import { MUTATION_SCOPES } from '@contract/areas';
import { PermissionMsg } from '@contract/permissions';
import { clientIdOf } from './client-state';
import type { SyncDb } from './db';
import { dropScopeRows } from './drop-scope-rows';
import { rotateClientId } from './push';

/**
 * Inside a rw transaction over ALL_TABLES: the member no longer reads these scopes of the school (a pull answer
 * left them out), so what this device holds of them leaves at once (dropScopeRows), and their pending mutations.
 * Those the server has not confirmed are refused here, as the server would refuse
 * them (403), with PermissionMsg.revoked; their args keep only id and school, since their data was of the scope,
 * and 数据同步 lists them by label for the user to discard. One confirmed already only waited for a pull: it goes.
 * Resolves true when the client id was rotated (the refused ones never reached the server, so the queue behind
 * them is renumbered, as for a discarded stuck mutation): the school's lastMutationId no longer applies.
 */
export async function purgeScopes(db: SyncDb, schoolId: number, scopes: readonly string[]): Promise<boolean> {
  const revoked = new Set(scopes);
  const rows = (await db.outbox.where('schoolId').equals(schoolId).toArray()).filter(
    (r) => r.status === 'pending' && revoked.has(MUTATION_SCOPES[r.name] ?? ''),
  );
  const refused = rows.filter((r) => !r.applied);
  const clientId = await clientIdOf(db);
  await Promise.all([
    dropScopeRows(db, schoolId, revoked),
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
