/**
 * A file chosen on this device that is not stored on the server yet (docs/uploads.md). The Blob lives in
 * IndexedDB, so a closed page loses nothing; src/lib/uploads uploads it when online and records `filePath`.
 * Mutations refer to it as `pending-upload:<id>`; push holds them until it is stored.
 */
export interface PendingUpload {
  id: string;
  schoolId: number;
  /** waiting: not uploaded yet (or retrying); stored: on the server at filePath; failed: refused for good. */
  status: 'waiting' | 'stored' | 'failed';
  blob: Blob;
  fileName: string;
  contentType: string;
  /** Narrows the server's limit (avatar 2 MB, editor 3 MB). */
  scene?: 'avatar' | 'editor';
  filePath: string | null;
  /** The server's message for a refusal. */
  error: string | null;
  attempts: number;
  createdAt: number;
  storedAt: number | null;
}
