import { financeHeartbeatSchema } from '@contract/account';
import { request } from '../client';

/** GET /park/pwd/heartbeat: the ms left of the finance unlock; rejects with code 403 once there is none. Never toasts. */
export const financeHeartbeat = (signal?: AbortSignal): Promise<number> =>
  request('/park/pwd/heartbeat', { quiet: true, schema: financeHeartbeatSchema, ...(signal ? { signal } : {}) });
