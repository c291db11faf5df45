import type { AuthedContext } from '../../context';
import { requireFinanceUnlock } from './finance-unlock-left';

/**
 * `/park/pwd/heartbeat` (SPEC §6, every 10 s on finance pages): the ms left of this session's finance unlock in its
 * current school. None left: code 403, and the app goes to the finance login.
 */
export const financeHeartbeat = (ctx: AuthedContext): Promise<number> => requireFinanceUnlock(ctx);
