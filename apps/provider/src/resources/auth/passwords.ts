import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// Passwords are kept as `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the cost can be
// raised later without breaking the hashes already stored: each one says how it was made.
// N = 2^14, r = 8, p = 1 is Node's default and the OWASP minimum for scrypt (~50 ms here).

const COST = { N: 16_384, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_LENGTH = 16
// Stored parameters are data: never let one make a hash take minutes or gigabytes.
const MAX_COST = 1 << 20
const MAX_MEMORY = 256 * 1024 * 1024

type Parsed = { options: ScryptOptions; salt: Buffer; hash: Buffer }

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

function format(salt: Buffer, hash: Buffer): string {
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

function parse(stored: string): Parsed | null {
  const [kind, n, r, p, salt, hash, ...rest] = stored.split('$')
  if (kind !== 'scrypt' || rest.length > 0 || !salt || !hash) return null
  const [N, R, P] = [Number(n), Number(r), Number(p)]
  if (![N, R, P].every((value) => Number.isInteger(value) && value > 0)) return null
  if (N > MAX_COST || 128 * N * R > MAX_MEMORY) return null
  const options = { N, r: R, p: P, maxmem: MAX_MEMORY }
  return { options, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  return format(salt, await scryptAsync(password, salt, COST))
}

// For the seed, which runs inside a synchronous transaction.
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_LENGTH)
  return format(salt, scryptSync(password, salt, KEY_LENGTH, COST))
}

// False for a wrong password and for a stored value that is not a hash this module wrote.
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed || parsed.hash.length !== KEY_LENGTH) return false
  const key = await scryptAsync(password, parsed.salt, parsed.options)
  return timingSafeEqual(key, parsed.hash)
}

// What an unknown account's sign-in is checked against, so it costs one scrypt like a wrong
// password and the answer's timing does not tell which addresses have accounts. The hash of a
// random string nobody kept; its result is never used.
export const DUMMY_HASH =
  'scrypt$16384$8$1$5ZF5cpQy-E1nDU-J5-h6GQ$rovyewpx0EAVID1LG_9X9z4S6U5RQ9QJfDkesoUgp24'
