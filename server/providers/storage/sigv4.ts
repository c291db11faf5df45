import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 with node:crypto: the browser POST policy (S3 "browser-based uploads using POST") and
 * request headers (for the server's own PUT/HEAD). The local provider signs its policies the same way, so one
 * verification serves both. Checked against AWS's published example vectors (tests/server/upload-sigv4.test.ts).
 */
export const ALGORITHM = 'AWS4-HMAC-SHA256';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** `20151229T000000Z` and its day `20151229`. */
export function amzDate(now: Date): { stamp: string; day: string } {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { stamp, day: stamp.slice(0, 8) };
}

export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
}

export const credentialScope = (day: string, c: Pick<Credentials, 'region' | 'service'>) => `${day}/${c.region}/${c.service}/aws4_request`;

/** The x-amz-signature of a base64 POST policy. */
export function signPolicy(policyBase64: string, day: string, c: Credentials): string {
  return createHmac('sha256', signingKey(c.secretAccessKey, day, c.region, c.service))
    .update(policyBase64, 'utf8')
    .digest('hex');
}

export type PolicyCondition = Record<string, string> | ['eq' | 'starts-with', string, string] | ['content-length-range', number, number];

export interface PostPolicyInput {
  key: string;
  contentType: string;
  /** Inclusive byte range the file must fall in. */
  minBytes: number;
  maxBytes: number;
  expiresAt: Date;
  now: Date;
  acl?: string;
  bucket?: string;
}

/** A signed POST form: the policy, its signature and every field the browser must send before the file. */
export function presignPostPolicy(
  input: PostPolicyInput,
  c: Credentials,
): { policy: string; signature: string; fields: Record<string, string> } {
  const { stamp, day } = amzDate(input.now);
  const credential = `${c.accessKeyId}/${credentialScope(day, c)}`;
  const fields: Record<string, string> = {
    key: input.key,
    'Content-Type': input.contentType,
    ...(input.acl ? { acl: input.acl } : {}),
    'x-amz-algorithm': ALGORITHM,
    'x-amz-credential': credential,
    'x-amz-date': stamp,
  };
  const conditions: PolicyCondition[] = [
    ...(input.bucket ? [{ bucket: input.bucket }] : []),
    ['eq', '$key', input.key],
    ['eq', '$Content-Type', input.contentType],
    ['content-length-range', input.minBytes, input.maxBytes],
    ...(input.acl ? [{ acl: input.acl }] : []),
    { 'x-amz-algorithm': ALGORITHM },
    { 'x-amz-credential': credential },
    { 'x-amz-date': stamp },
  ];
  const policy = Buffer.from(JSON.stringify({ expiration: input.expiresAt.toISOString(), conditions }), 'utf8').toString('base64');
  const signature = signPolicy(policy, day, c);
  return { policy, signature, fields: { ...fields, policy, 'x-amz-signature': signature } };
}

const encodeRfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
/** S3 keys keep their slashes in the canonical URI. */
export const encodeKey = (key: string) => key.split('/').map(encodeRfc3986).join('/');

export interface SignRequestInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  now: Date;
}

/** Signs a request in the Authorization header (S3 flavour: x-amz-content-sha256 is sent and signed). */
export function signRequest(input: SignRequestInput, c: Credentials): Record<string, string> {
  const { stamp, day } = amzDate(input.now);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': stamp,
  };
  const names = Object.keys(headers).sort();
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    input.method.toUpperCase(),
    input.url.pathname,
    query,
    ...names.map((n) => `${n}:${headers[n]}`),
    '',
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = credentialScope(day, c);
  const toSign = [ALGORITHM, stamp, scope, sha256Hex(canonical)].join('\n');
  const signature = createHmac('sha256', signingKey(c.secretAccessKey, day, c.region, c.service))
    .update(toSign, 'utf8')
    .digest('hex');
  return {
    ...headers,
    authorization: `${ALGORITHM} Credential=${c.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
