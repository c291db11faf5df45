import { eq } from 'drizzle-orm';
import { type BusSettingsRow, type MutationArgs, mergeBusSettings } from '@contract';
import { busSettings } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toBusSettingsRow } from '../../../replication/bus/fleet-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';

/**
 * Saves the fields it names of the school's alert thresholds and push templates (alert config update, message
 * push template save); the others keep their value, or the defaults on the first save.
 */
export async function saveBusSettings(ctx: AuthedContext, args: MutationArgs<'busSettings.save'>): Promise<BusSettingsRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const [current] = await ctx.db.select().from(busSettings).where(eq(busSettings.schoolId, args.schoolId));
  const next = mergeBusSettings(current && toBusSettingsRow(current), args.schoolId, args);
  const { id: _id, schoolId: _school, ...fields } = next;
  const [row] = await ctx.db.insert(busSettings).values(next).onConflictDoUpdate({ target: busSettings.id, set: fields }).returning();
  if (!row) throw new Error('settings upsert returned nothing');
  const out = toBusSettingsRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busSettings', op: 'put', row: out }]);
  const detail = args.boardingText !== undefined || args.alightingText !== undefined ? '消息模板' : '报警设置';
  await recordMutation(ctx, args.schoolId, 'busSettings.save', detail);
  return out;
}
