import { sql } from 'drizzle-orm';
import { MUTATION_DECLS, type MutationDecls, type MutationName, type OperationModule } from '@contract';
import type { Db } from '../../db/client';
import { operationLogs, users } from '../../db/schema';
import type { AuthedContext } from '../context';

export interface OperationEntry {
  schoolId: number;
  /** null: no user did it (a payment provider's notification settling an order). */
  userId: number | null;
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
  await recordOperations(tx, [entry]);
}

/** Several lines in one statement (a push's batch of taps). */
export async function recordOperations(tx: Db, entries: readonly OperationEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(operationLogs).values(
    entries.map((entry) => ({
      schoolId: entry.schoolId,
      userId: entry.userId,
      // Read in the same statement (one statement per sync mutation fewer).
      userName: entry.userName ?? sql`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${entry.userId}), '')`,
      module: entry.module,
      action: entry.action,
      detail: entry.detail ?? '',
      ip: entry.ip ?? '',
      ...(entry.at ? { createdAt: entry.at } : {}),
    })),
  );
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

type LoggedMutation = { [N in MutationName]: MutationDecls[N] extends { module: string } ? N : never }[MutationName];

/** The 模块 and 操作 a mutation's log line reads: its area's declaration (the sync panel shows the same label). */
export const loggedAs = (name: LoggedMutation): Pick<OperationEntry, 'module' | 'action'> => {
  const decl = MUTATION_DECLS[name] as { module: OperationModule; label: string };
  return { module: decl.module, action: decl.label };
};

/** A mutation's log line, filed and worded as its area declares it. */
export function recordMutation(
  ctx: Pick<AuthedContext, 'db' | 'session' | 'ip'>,
  schoolId: number,
  name: LoggedMutation,
  detail = '',
): Promise<void> {
  return recordMutations(ctx, schoolId, name, [detail]);
}

/** The same mutation's log lines for several changes, in one statement. */
export function recordMutations(
  ctx: Pick<AuthedContext, 'db' | 'session' | 'ip'>,
  schoolId: number,
  name: LoggedMutation,
  details: readonly string[],
): Promise<void> {
  const { module, action } = loggedAs(name);
  return recordOperations(
    ctx.db,
    details.map((detail) => ({ schoolId, module, action, detail, userId: ctx.session.userId, ip: ctx.ip })),
  );
}
