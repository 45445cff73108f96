import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { guessabilityProblem } from './password-strength';

// scrypt is memory-hard and ships with Node, so no native addon has to build on a fresh machine.
const params = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
type Cost = Pick<typeof params, 'N' | 'r' | 'p'>;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Format: scrypt$N$r$p$salt$hash (base64), so parameters can be raised later without breaking old hashes.
 * Every password a member sets is hashed at the full cost; the server tests' fixture members pass a lower one
 * (verifyPassword reads the cost from the hash), since each sign-in at full cost is ~100 ms of CPU.
 */
export async function hashPassword(password: string, cost: Cost = params): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...cost, maxmem: params.maxmem });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p), maxmem: params.maxmem });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * API.md's password rules, then a guessability estimate (common passwords, words, keyboard patterns, the
 * member's own username, email and names); returns the problems, empty when the password is acceptable.
 * The plain rules go first: their messages are the clearer ones when they apply.
 */
export async function passwordProblems(password: string, username: string, otherUserInputs: string[] = []): Promise<string[]> {
  const problems: string[] = [];
  if (password.length < 8) problems.push('This password is too short. It must contain at least 8 characters.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  if (username && password.toLowerCase() === username.toLowerCase()) problems.push('The password is too similar to the username.');
  if (problems.length > 0) return problems;
  const guessable = await guessabilityProblem(password, [username, ...otherUserInputs]);
  return guessable ? [guessable] : [];
}
