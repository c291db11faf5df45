import { BUS_SOCKET_PATH, type BusSocketMessage, busSocketMessageSchema } from '@contract/bus/operations';
import { connectAuthedSocket } from '@/lib/authed-socket';

export interface BusSocketOptions {
  token: string;
  onMessage: (message: BusSocketMessage) => void;
  /** (Re)connected: what arrived while disconnected comes with the next pull, not over the socket. */
  onReady?: () => void;
}

/**
 * The school bus socket (SPEC §7): typed messages (`tripEvents`, `positions`); a type this client does
 * not know is ignored. The replica stays the truth.
 */
export const connectBusSocket = (o: BusSocketOptions): (() => void) =>
  connectAuthedSocket({
    path: BUS_SOCKET_PATH,
    token: o.token,
    schema: busSocketMessageSchema,
    onMessage: o.onMessage,
    onReady: o.onReady,
  });
