import { eq } from 'drizzle-orm';
import { type BusSettingsRow, defaultBusSettings } from '@contract';
import { busSettings } from '../../../db/schema';
import { toBusSettingsRow } from '../../../replication/bus/fleet-rows';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** Alert config get, message push template get: the school's settings, or the defaults before the first save. */
export async function getBusSettings(ctx: AuthedContext, input: { schoolId: number }): Promise<BusSettingsRow> {
  assertSchoolInScope(ctx, input.schoolId);
  const [row] = await ctx.db.select().from(busSettings).where(eq(busSettings.schoolId, input.schoolId));
  return row ? toBusSettingsRow(row) : defaultBusSettings(input.schoolId);
}
