import type { Config } from '../../config';
import { LocalStorageProvider } from './local-storage-provider';
import { S3StorageProvider } from './s3-storage-provider';
import type { StorageProvider } from './storage-provider';
import { loadUploadSecret } from './upload-secret';

/** STORAGE=s3 in production; the local disk provider otherwise (README, Configuration). */
export function createStorageProvider(config: Config): StorageProvider {
  const storage = config.storage;
  if (storage.kind === 's3') return new S3StorageProvider(storage);
  return new LocalStorageProvider(config.dataDir, () => loadUploadSecret(config.dataDir, storage.secret));
}
