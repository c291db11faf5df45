import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A server secret: the configured value when there is one, else one generated on first use and kept in
 * DATA_DIR/<fileName> (mode 600), so what it signed stays valid across restarts. Never committed (DATA_DIR is
 * ignored by git), never sent to clients.
 */
export function loadSecretFile(dataDir: string, fileName: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = join(dataDir, fileName);
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
