import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../../config';
import { loadSecretFile } from '../../../lib/secret-file';

/**
 * The check code (校验码) printed on a receipt (收款收据): who holds a receipt can have it checked (checkOnReceipt) by
 * its number and this code, and a receipt whose number, amount or time was altered, or that was made up, fails.
 * HMAC-SHA256 under the server's receipt secret over the receipt number, the fen and the paid time (whole seconds,
 * so a time that went through a store keeping only seconds still matches), cut to 8 characters of an alphabet a
 * person reads back without doubt: no 0/O, no 1/I. 8 × 5 bits = 40 bits: guessing one is a one-in-a-trillion try.
 */
export const CHECK_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CHECK_CODE_LENGTH = 8;

export function receiptCheckCode(secret: string, receiptNo: string, amountFen: number, paidAt: Date): string {
  const seconds = Math.floor(paidAt.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`receipt|${receiptNo}|${amountFen}|${seconds}`, 'utf8').digest();
  // The first 40 bits, 5 at a time.
  let bits = 0n;
  for (let i = 0; i < 5; i++) bits = (bits << 8n) | BigInt(mac[i] ?? 0);
  let code = '';
  for (let i = CHECK_CODE_LENGTH - 1; i >= 0; i--) code += CHECK_CODE_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** A code as typed: spaces and dashes dropped, upper case (the alphabet has no letter that case could confuse). */
export const normalizeCheckCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

/** Whether a typed code is the receipt's, compared in constant time (a wrong guess learns nothing from the timing). */
export function receiptCheckCodeMatches(secret: string, receiptNo: string, amountFen: number, paidAt: Date, typed: string): boolean {
  const expected = Buffer.from(receiptCheckCode(secret, receiptNo, amountFen, paidAt), 'utf8');
  const given = Buffer.from(normalizeCheckCode(typed), 'utf8');
  // Different lengths cannot match; compare the expected code with itself so both paths cost the same.
  const same = given.length === expected.length;
  return timingSafeEqual(same ? given : expected, expected) && same;
}

const secrets = new Map<string, string>();

/** The server's receipt secret: RECEIPT_SECRET, else generated once into DATA_DIR/receipt-secret (never committed). */
export function receiptSecret(config: Pick<Config, 'dataDir' | 'receiptSecret'>): string {
  if (config.receiptSecret) return config.receiptSecret;
  let secret = secrets.get(config.dataDir);
  if (!secret) {
    secret = loadSecretFile(config.dataDir, 'receipt-secret', undefined);
    secrets.set(config.dataDir, secret);
  }
  return secret;
}
