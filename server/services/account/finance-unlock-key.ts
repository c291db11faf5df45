import { hashToken } from '../../lib/tokens';
import type { SessionContext } from '../context';

/**
 * The finance unlock lives in security_grants (kind 'finance'), one row per session and school: its key is derived
 * from the session's token hash, so it ends with the session and never opens another school's finance pages.
 */
export const FINANCE_GRANT_KIND = 'finance';
export const financeUnlockKey = (session: SessionContext): string => hashToken(`finance:${session.tokenHash}:${session.schoolId}`);
