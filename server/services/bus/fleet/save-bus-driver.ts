import type { BusDriverRow, MutationArgs } from '@contract';
import { driverIssue } from '@contract';
import { busDrivers } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toBusDriverRow } from '../../../replication/bus/fleet-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { requireStoredFiles } from '../../uploads/stored-files';
import { ownBusRow, refuse, schoolBusRows } from './bus-rows';

/** Adds a driver or replaces the record with this id (the form sends every field: doDriverInfo, /v2/driver). */
export async function saveBusDriver(ctx: AuthedContext, args: MutationArgs<'busDriver.save'>): Promise<BusDriverRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const before = await ownBusRow(ctx.db, args.schoolId, 'busDrivers', args.id);
  refuse(driverIssue(await schoolBusRows(ctx.db, args.schoolId, 'busDrivers'), args));
  // A new photo must be an upload of this school; an edit may keep the one it has.
  if (args.photo && args.photo !== before?.photo) await requireStoredFiles(ctx, args.schoolId, [args.photo]);
  const { id, ...fields } = args;
  const [row] = await ctx.db.insert(busDrivers).values(args).onConflictDoUpdate({ target: busDrivers.id, set: fields }).returning();
  if (!row || row.id !== id) throw new Error('driver upsert returned nothing');
  const out = toBusDriverRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busDrivers', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'busDriver.save', row.name);
  return out;
}
