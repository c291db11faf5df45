import { type BusLineRow, lineIssue, type MutationArgs } from '@contract';
import { busLines } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toBusLineRow } from '../../../replication/bus/fleet-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { ownBusRow, refuse, schoolBusRows } from './bus-rows';

/**
 * Adds a line or replaces the record with this id (createLineInfo, updateLineInfo): a name unique in the school,
 * routes of the school that no other line runs.
 */
export async function saveBusLine(ctx: AuthedContext, args: MutationArgs<'busLine.save'>): Promise<BusLineRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const before = await ownBusRow(ctx.db, args.schoolId, 'busLines', args.id);
  const [lines, routes] = [await schoolBusRows(ctx.db, args.schoolId, 'busLines'), await schoolBusRows(ctx.db, args.schoolId, 'busRoutes')];
  refuse(lineIssue(lines, routes, args));
  const { id, ...fields } = args;
  const [row] = await ctx.db.insert(busLines).values(args).onConflictDoUpdate({ target: busLines.id, set: fields }).returning();
  if (!row || row.id !== id) throw new Error('line upsert returned nothing');
  const out = toBusLineRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busLines', op: 'put', row: out }]);
  const detail = before && before.disabled !== row.disabled ? `${row.name}（${row.disabled ? '停用' : '启用'}）` : row.name;
  await recordMutation(ctx, args.schoolId, 'busLine.save', detail);
  return out;
}
