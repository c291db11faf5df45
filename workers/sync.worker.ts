import { expose } from 'comlink';
import { createSyncWorkerApi } from './sync-worker-api';

/**
 * The sync engine's home in each tab (ARCHITECTURE.md, Workers): the tab whose worker wins the Web Lock pushes
 * and pulls; the others only watch IndexedDB. Requests are signed here with contract/datasign.ts.
 * The page talks to it through workers/sync-client.ts.
 */
expose(createSyncWorkerApi());
