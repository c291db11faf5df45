// Imported by file, not through the '@contract' barrel, so zod and the schemas stay out of the worker bundle.
import { computeDatasign, type DatasignInput } from '../contract/datasign';
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { expose } from 'comlink';

/**
 * Hashing off the main thread: the datasign header of every signed request and the md5 of typed passwords.
 * The page talks to it through Comlink (src/lib/api/sign-client.ts).
 */
const signApi = {
  datasign(input: DatasignInput): string {
    return computeDatasign(input);
  },
  /** Lowercase hex md5 of the UTF-8 text, as /park/login/auth expects for passwords. */
  md5(text: string): string {
    return bytesToHex(md5(utf8ToBytes(text)));
  },
};

export type SignApi = typeof signApi;

expose(signApi);
