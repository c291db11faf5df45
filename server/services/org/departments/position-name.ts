import { and, eq, ne } from 'drizzle-orm';
import { OrgMsg, PRINCIPAL_POSITION } from '@contract';
import type { Db } from '../../../db/client';
import { positions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

/**
 * A position's name must be unique in the school, and 园长 is the principal's alone: the name decides who sees the
 * principal's mailbox (SPEC §6), so no other position may take it.
 */
export async function assertPositionName(db: Db, schoolId: number, name: string, except?: number): Promise<void> {
  if (name === PRINCIPAL_POSITION) throw AppError.badRequest(OrgMsg.positionReserved);
  const [same] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.schoolId, schoolId), eq(positions.name, name), except ? ne(positions.id, except) : undefined));
  if (same) throw AppError.badRequest(OrgMsg.positionDuplicate);
}
