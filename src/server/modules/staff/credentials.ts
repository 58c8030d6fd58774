import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id (OWASP's minimum: 19 MiB, 2 passes, 1 lane); the PHC string carries salt and parameters. */
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashSecret = (secret: string) => hash(secret, ARGON2);

export async function verifySecret(phc: string, secret: string): Promise<boolean> {
  try {
    return await verify(phc, secret);
  } catch {
    return false;
  }
}

/** A hash nobody's password matches: verified against when the e-mail is unknown, so the answer takes as long. */
let dummy: Promise<string> | null = null;
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummy ??= hashSecret(randomBytes(16).toString('hex'));
  await verifySecret(await dummy, secret);
  return false;
}

/** Session and workstation tokens: 256 random bits; the database keeps only the SHA-256. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A PIN of `length` digits from the CSPRNG, leading zeros kept. */
export const newPin = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');
