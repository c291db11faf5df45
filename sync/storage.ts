/**
 * Ask the browser not to evict our IndexedDB under storage pressure (the outbox may hold the only copy of
 * what the user entered). Only a window can ask; resolves false where unsupported or refused.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'object' ? navigator.storage : undefined;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted?.()) || (await storage.persist());
  } catch {
    return false;
  }
}
