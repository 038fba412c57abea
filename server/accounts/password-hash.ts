import { hash, verify } from "@node-rs/argon2";

/**
 * Password hashing: argon2id at the OWASP minimum (19 MiB memory, 2 iterations, 1 lane).
 * The parameters are stored in the PHC string, so raising them later keeps old hashes verifiable.
 */
export const ARGON2_PARAMS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  if (!stored.startsWith("$argon2")) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
