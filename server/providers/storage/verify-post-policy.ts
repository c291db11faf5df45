import { timingSafeEqual } from 'node:crypto';
import { ALGORITHM, type Credentials, credentialScope, signPolicy } from './sigv4';

/** What a valid signed form allows: this key, this content type, this many bytes. */
export interface AllowedPost {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
}

export type PolicyCheck = { ok: true; allowed: AllowedPost } | { ok: false; reason: string };

const fail = (reason: string): PolicyCheck => ({ ok: false, reason });
/** Fields that are not themselves covered by the policy (S3's rule). */
const UNSIGNED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * Checks a browser POST form the way S3 does: the credential is ours and of the signing day, the signature is the
 * HMAC of the policy, the policy has not expired, and every condition holds for the fields sent (and every field
 * sent is named by a condition). Field names compare case-insensitively, as S3 does.
 */
export function verifyPostPolicy(form: Record<string, string>, now: Date, c: Credentials): PolicyCheck {
  const fields = Object.fromEntries(Object.entries(form).map(([k, v]) => [k.toLowerCase(), v]));
  const { policy, 'x-amz-signature': signature, 'x-amz-credential': credential, 'x-amz-date': date } = fields;
  if (!policy || !signature || !credential || !date || fields['x-amz-algorithm'] !== ALGORITHM) return fail('missing signature fields');
  const day = date.slice(0, 8);
  if (credential !== `${c.accessKeyId}/${credentialScope(day, c)}`) return fail('unknown credential');
  const expected = Buffer.from(signPolicy(policy, day, c), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return fail('bad signature');

  let doc: { expiration?: unknown; conditions?: unknown };
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return fail('unreadable policy');
  }
  const expires = typeof doc.expiration === 'string' ? Date.parse(doc.expiration) : Number.NaN;
  if (!(expires > now.getTime())) return fail('policy expired');
  if (!Array.isArray(doc.conditions)) return fail('no conditions');

  const covered = new Set<string>();
  let range: [number, number] | undefined;
  for (const cond of doc.conditions as unknown[]) {
    if (Array.isArray(cond)) {
      const [op, a, b] = cond as [unknown, unknown, unknown];
      if (op === 'content-length-range') {
        range = [Number(a), Number(b)];
        continue;
      }
      const name = String(a).replace(/^\$/, '').toLowerCase();
      const value = fields[name] ?? '';
      covered.add(name);
      if (op === 'eq' && value !== b) return fail(`${name} does not match`);
      if (op === 'starts-with' && !value.startsWith(String(b))) return fail(`${name} does not match`);
      if (op !== 'eq' && op !== 'starts-with') return fail('unknown condition');
    } else if (cond && typeof cond === 'object') {
      for (const [k, v] of Object.entries(cond)) {
        const name = k.toLowerCase();
        covered.add(name);
        // The bucket is the URL's; a form may repeat it (the SDK's forms do), and then it must match.
        if (name === 'bucket' && fields.bucket === undefined) continue;
        if (fields[name] !== v) return fail(`${name} does not match`);
      }
    }
  }
  for (const name of Object.keys(fields)) if (!UNSIGNED_FIELDS.has(name) && !covered.has(name)) return fail(`${name} not allowed`);
  const key = fields.key;
  const contentType = fields['content-type'];
  if (!key || !contentType || !range) return fail('policy lacks key, content type or size range');
  return { ok: true, allowed: { key, contentType, minBytes: range[0], maxBytes: range[1] } };
}
