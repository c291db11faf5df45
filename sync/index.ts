/** The client half of the sync engine (docs/sync.md). What the app and the sync worker use. */
export { openSyncDb, type OutboxRow, type SchoolSyncState, type SyncDb } from './db';
export { MutationError, QUOTA_MESSAGE, StorageFullError } from './errors';
export { type SyncIdentity, syncDbName } from './identity';
export { type MutationInput, mutate } from './mutate';
export {
  discardMutation,
  discardRejected,
  type OutboxKey,
  pendingMutations,
  rejectedMutations,
  retryMutation,
  retryRejected,
} from './outbox';
export { observeStatus, readStatus, type SyncStatus } from './status';
export { SyncEngine, type WakeReason } from './engine';
export { SyncHost, type SyncHostOptions } from './host';
export { httpTransport } from './http-transport';
export { type SyncTransport, SyncHttpError, SyncNetworkError } from './transport';
export { requestPersistentStorage } from './storage';
export { BACKGROUND_SYNC_TAG, requestBackgroundSync } from './background-sync';
export { SYNC_CHANNEL } from './nudge';
