import type { BusStopRow, MutationArgs } from '@contract';
import { busStops } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toBusStopRow } from '../../../replication/bus/fleet-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { ownBusRow } from './bus-rows';

/**
 * Adds a stop or replaces the record with this id (setCarSiteInfo); `disabled` is how a stop is taken out of use
 * (disableSite): routes that call at it keep it, new routes cannot choose it.
 */
export async function saveBusStop(ctx: AuthedContext, args: MutationArgs<'busStop.save'>): Promise<BusStopRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const before = await ownBusRow(ctx.db, args.schoolId, 'busStops', args.id);
  const { id, ...fields } = args;
  const [row] = await ctx.db.insert(busStops).values(args).onConflictDoUpdate({ target: busStops.id, set: fields }).returning();
  if (!row || row.id !== id) throw new Error('stop upsert returned nothing');
  const out = toBusStopRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busStops', op: 'put', row: out }]);
  const detail = before && before.disabled !== row.disabled ? `${row.name}（${row.disabled ? '停用' : '启用'}）` : row.name;
  await recordMutation(ctx, args.schoolId, 'busStop.save', detail);
  return out;
}
