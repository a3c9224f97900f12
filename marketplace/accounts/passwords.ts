import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), the OWASP baseline. */
export const hashPassword = (password: string) => hash(password);

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (no such account, or a Google-only one)
 * it still spends one verification on a decoy, so the answer's timing does not tell which.
 */
export async function passwordMatches(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash('decoy password that matches nothing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
