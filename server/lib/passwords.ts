import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP-recommended cost: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The client sends md5 hex of the password; that string is what we hash. */
export const hashPassword = (md5Hex: string): Promise<string> => hash(md5Hex, OPTIONS);

export const verifyPassword = (stored: string, md5Hex: string): Promise<boolean> => verify(stored, md5Hex).catch(() => false);

/** Verifies against a throwaway hash so an unknown login name costs the same time as a wrong password. */
let decoy: Promise<string> | undefined;
export const burnVerifyTime = async (md5Hex: string): Promise<void> => {
  decoy ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoy, md5Hex);
};
