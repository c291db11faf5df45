import type { BusCarRow, MutationArgs } from '@contract';
import { carIssue } from '@contract';
import { busCars } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toBusCarRow } from '../../../replication/bus/fleet-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { ownBusRow, refuse, schoolBusRows } from './bus-rows';

/** Adds a car or replaces the record with this id (editCarInfo); plates and GPS device ids stay unique in the school. */
export async function saveBusCar(ctx: AuthedContext, args: MutationArgs<'busCar.save'>): Promise<BusCarRow> {
  assertSchoolInScope(ctx, args.schoolId);
  await ownBusRow(ctx.db, args.schoolId, 'busCars', args.id);
  refuse(carIssue(await schoolBusRows(ctx.db, args.schoolId, 'busCars'), args));
  const { id, ...fields } = args;
  const [row] = await ctx.db.insert(busCars).values(args).onConflictDoUpdate({ target: busCars.id, set: fields }).returning();
  if (!row || row.id !== id) throw new Error('car upsert returned nothing');
  const out = toBusCarRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busCars', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'busCar.save', row.plate);
  return out;
}
