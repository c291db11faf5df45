import { sql } from 'drizzle-orm';
import type { OperationModule } from '@contract';
import type { Db } from '../../db/client';
import { operationLogs, users } from '../../db/schema';
import type { AuthedContext } from '../context';

export interface OperationEntry {
  schoolId: number;
  userId: number;
  module: OperationModule;
  action: string;
  detail?: string;
  ip?: string | undefined;
  /** Known already (login has the user row); otherwise read from the user. */
  userName?: string;
  at?: Date;
}

/**
 * Writes one line of the operation log. Call it with the transaction of the change it describes, so a change
 * that rolls back (a rejected sync mutation, a failed save) leaves no line, and a change that commits always has one.
 */
export async function recordOperation(tx: Db, entry: OperationEntry): Promise<void> {
  await tx.insert(operationLogs).values({
    schoolId: entry.schoolId,
    userId: entry.userId,
    // Read in the same statement (one statement per sync mutation fewer).
    userName: entry.userName ?? sql`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${entry.userId}), '')`,
    module: entry.module,
    action: entry.action,
    detail: entry.detail ?? '',
    ip: entry.ip ?? '',
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

/** The signed-in user's line for a change (who and from where come from the session), in ctx.db's transaction. */
export function recordUserOperation(
  ctx: Pick<AuthedContext, 'db' | 'session' | 'ip'>,
  schoolId: number,
  module: OperationModule,
  action: string,
  detail = '',
): Promise<void> {
  return recordOperation(ctx.db, { schoolId, module, action, detail, userId: ctx.session.userId, ip: ctx.ip });
}
