import { createHmac } from 'node:crypto';

/**
 * The local provider's browser POST forms, signed exactly as S3 signs them (SigV4 POST policy, "browser-based
 * uploads using POST") with the server's own secret, so the browser code is the same for both providers. The S3
 * provider signs with the official SDK instead. Checked against AWS's published example (tests/unit/upload-sigv4.test.ts).
 */
export const ALGORITHM = 'AWS4-HMAC-SHA256';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

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
    'x-amz-algorithm': ALGORITHM,
    'x-amz-credential': credential,
    'x-amz-date': stamp,
  };
  const conditions: PolicyCondition[] = [
    ['eq', '$key', input.key],
    ['eq', '$Content-Type', input.contentType],
    ['content-length-range', input.minBytes, input.maxBytes],
    { 'x-amz-algorithm': ALGORITHM },
    { 'x-amz-credential': credential },
    { 'x-amz-date': stamp },
  ];
  const policy = Buffer.from(JSON.stringify({ expiration: input.expiresAt.toISOString(), conditions }), 'utf8').toString('base64');
  const signature = signPolicy(policy, day, c);
  return { policy, signature, fields: { ...fields, policy, 'x-amz-signature': signature } };
}
