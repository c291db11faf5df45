/** The bench's raw bulkPut run in a worker, where the sync engine writes: answers the time it took. */
import { type RawRows, rawBulkPut } from './raw-bulk-put';

self.onmessage = async (e: MessageEvent<RawRows>) => {
  const { from, to } = await rawBulkPut(e.data);
  self.postMessage(to - from);
};
