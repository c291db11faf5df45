import { loadSecretFile } from '../../lib/secret-file';

/**
 * The local provider's signing secret: UPLOAD_SECRET when configured, else one generated on first use and kept in
 * DATA_DIR/upload-secret (mode 600), so signed forms survive a restart. Never committed, never sent to clients.
 */
export const loadUploadSecret = (dataDir: string, configured: string | undefined): string =>
  loadSecretFile(dataDir, 'upload-secret', configured);
