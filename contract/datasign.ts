import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Request signing (docs/api.md). The secret is fixed and public by design: the signature binds a request to
 * its session and payload against tampering in transit and replay into another school, it is not a credential.
 */
export const DATASIGN_SECRET = 'yuanwu-datasign-v1';

export { canonicalQuery, dropEmpty, type QueryValue } from './query-payload';

export interface DatasignInput {
  schoolId: string | number | null | undefined;
  userId: string | number | null | undefined;
  token: string;
  /** Exact JSON body text; canonical query for body-less calls; '' for multipart. */
  payload: string;
}

export function datasignText({ schoolId, userId, token, payload }: DatasignInput): string {
  return `${schoolId ?? ''}|${userId ?? ''}|${DATASIGN_SECRET}|${token}|${payload}`;
}

export function computeDatasign(input: DatasignInput): string {
  return bytesToHex(sha256(utf8ToBytes(datasignText(input))));
}
