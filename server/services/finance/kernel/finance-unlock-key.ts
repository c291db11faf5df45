import { hashToken } from '../../../lib/tokens';
import type { SessionContext } from '../../context';

/**
 * The finance unlock lives in security_grants (kind 'finance'), one row per session, school and finance password: its
 * key is derived from the session's token hash, so it ends with the session, never opens another school's finance
 * pages, and stops counting once the school's finance password changes (its version is in the key).
 */
export const FINANCE_GRANT_KIND = 'finance';
export const financeUnlockKey = (session: SessionContext, passwordVersion: number): string =>
  hashToken(`finance:${session.tokenHash}:${session.schoolId}:${passwordVersion}`);
