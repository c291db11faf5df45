import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@contract';

export const newSmsCode = (): string => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
export const newSalt = (): string => randomBytes(16).toString('hex');
/** Codes are stored as a salted hash: the table alone does not tell anyone a live code. */
export const hashSmsCode = (salt: string, code: string): string => createHash('sha256').update(`${salt}:${code}`).digest('hex');
