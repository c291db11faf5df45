import { eq, sql } from 'drizzle-orm';
import { DEFAULT_BOOKKEEPING_SETTING } from '@contract';
import type { Db } from '../../../db/client';
import { financeSettings } from '../../../db/schema';

export type FinanceSettingsRow = typeof financeSettings.$inferSelect;

/** The school's finance settings row, or the defaults (no finance password, no approval, no authorised list). */
export async function financeSettingsOf(db: Db, schoolId: number): Promise<FinanceSettingsRow> {
  const [row] = await db.select().from(financeSettings).where(eq(financeSettings.schoolId, schoolId));
  return (
    row ?? {
      schoolId,
      passwordHash: null,
      passwordVersion: 0,
      reviewOn: DEFAULT_BOOKKEEPING_SETTING.reviewOn,
      authorIds: DEFAULT_BOOKKEEPING_SETTING.authorIds,
      updatedBy: null,
      updatedAt: new Date(0),
    }
  );
}

/**
 * Writes some of the school's finance settings, creating its row on first use. A new password (or none) moves its
 * version on, which ends every unlock made before (finance-unlock-key.ts).
 */
export async function updateFinanceSettings(
  db: Db,
  schoolId: number,
  set: Partial<Pick<FinanceSettingsRow, 'passwordHash' | 'reviewOn' | 'authorIds'>> & {
    updatedBy: number;
    updatedAt: Date;
  },
): Promise<void> {
  const newPassword = 'passwordHash' in set;
  await db
    .insert(financeSettings)
    .values({ schoolId, ...set, ...(newPassword ? { passwordVersion: 1 } : {}) })
    .onConflictDoUpdate({
      target: financeSettings.schoolId,
      set: { ...set, ...(newPassword ? { passwordVersion: sql`${financeSettings.passwordVersion} + 1` } : {}) },
    });
}
