import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local provider's signing secret: UPLOAD_SECRET when configured, else one generated on first use and kept in
 * DATA_DIR/upload-secret (mode 600), so signed forms survive a restart. Never committed, never sent to clients.
 */
export function loadUploadSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = join(dataDir, 'upload-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process wrote it first: use theirs.
    }
    return readFileSync(file, 'utf8').trim();
  }
}
