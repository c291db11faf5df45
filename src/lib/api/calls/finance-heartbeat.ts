import { accountCalls } from '@contract/account-calls';
import { call } from '../call';

/** GET /park/pwd/heartbeat: the ms left of the finance unlock; rejects with code 403 once there is none. Never toasts. */
export const financeHeartbeat = (signal?: AbortSignal): Promise<number> =>
  call(accountCalls.financeHeartbeat, undefined, { quiet: true, ...(signal ? { signal } : {}) });
