import { createHash } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { ErrorCode, newPasswordError } from '@contract';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';

export const md5Of = (typed: string): string => createHash('md5').update(typed).digest('hex');

/**
 * Checks a typed password against the SPEC §5 rules with the account's own phone (the client's phone is not
 * trusted), or throws the rule's message.
 */
export function assertStrongPassword(typed: string, accountPhone: string): void {
  const message = newPasswordError(typed, accountPhone);
  if (message) throw new AppError(ErrorCode.badRequest, message);
}

/**
 * Stores a new password (argon2id over its md5, what login verifies), clears the set-password and weak-password
 * flags, and ends the account's other sessions: every one of them, or all but `keepTokenHash` (the device that
 * changed it stays signed in).
 */
export async function storeNewPassword(
  tx: Db,
  input: { userId: number; typed: string; now: Date; keepTokenHash?: string | undefined },
): Promise<void> {
  const passwordHash = await hashPassword(md5Of(input.typed));
  await tx.update(users).set({ passwordHash, setPwd: 0, pwdWarn: 0 }).where(eq(users.id, input.userId));
  const others = and(eq(sessions.userId, input.userId), isNull(sessions.revokedAt));
  await tx
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(input.keepTokenHash ? and(others, ne(sessions.tokenHash, input.keepTokenHash)) : others);
}
