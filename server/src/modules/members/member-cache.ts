import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directoryVersion } from '../../db/schema';
import { writeGeneration } from '../../db/write-generation';
import type { MemberRow } from './dto';
import { findMemberById } from './repository';

interface VersionRead {
  generation: number;
  version: number;
}

/** Per database (tests run several apps, each on its own database, in one process). */
const versionReads = new WeakMap<Db, VersionRead>();
/** The version each request saw first: reading it once per request is enough (an older number is only a miss). */
const versionsByScope = new WeakMap<object, Promise<number>>();

async function readVersion(db: Db): Promise<number> {
  const generation = writeGeneration(db);
  const known = versionReads.get(db);
  if (generation !== undefined && known?.generation === generation) return known.version;
  const [row] = await db.select({ version: directoryVersion.version }).from(directoryVersion).where(eq(directoryVersion.id, 1));
  const version = row?.version ?? -1;
  // Tagged with the count read before the query: a write during it moves the count, and the next call reads again.
  if (generation !== undefined) versionReads.set(db, { generation, version });
  return version;
}

/**
 * The number in `directory_version`, which a trigger bumps in every statement that changes `members`, inside
 * that statement's transaction: while it is unchanged, no member row has changed, whichever process changed
 * it. Read BEFORE whatever is cached under it, so a cached value is never older than its version.
 *
 * On the embedded database (this process its only user) the row is read again only after this process
 * wrote something (write-generation.ts); on PostgreSQL it is read once per `scope` (a request). A scope's
 * version is the one it saw first: pass a scope only for reads made before the request writes anything.
 */
export function membersVersion(db: Db, scope?: object): Promise<number> {
  if (!scope) return readVersion(db);
  let version = versionsByScope.get(scope);
  if (!version) {
    version = readVersion(db);
    versionsByScope.set(scope, version);
  }
  return version;
}

interface CachedMembers {
  version: number;
  rows: Map<number, MemberRow | null>;
}

/** Signed-in members seen lately; far more than are active at once in a community of tens of thousands. */
const MAX_MEMBERS = 10_000;
const memberCaches = new WeakMap<Db, CachedMembers>();

/**
 * A member's row as of `membersVersion(db, scope)`: from memory while no member row has changed since it was
 * read, else from the database. A profile edit, an admin's role change or a removal bumps the version in the
 * same transaction, so the very next request sees it. The rows are shared between requests: frozen.
 */
export async function cachedMemberById(db: Db, id: number, scope?: object): Promise<MemberRow | null> {
  const version = await membersVersion(db, scope);
  let cache = memberCaches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, rows: new Map() };
    memberCaches.set(db, cache);
  }
  const hit = cache.rows.get(id);
  if (hit !== undefined) return hit;
  const row = (await findMemberById(db, id)) ?? null;
  // Only under the version it was read after (a newer version may have replaced the cache meanwhile).
  if (memberCaches.get(db) === cache) {
    if (cache.rows.size >= MAX_MEMBERS) cache.rows.delete(cache.rows.keys().next().value as number);
    cache.rows.set(id, row ? Object.freeze(row) : null);
  }
  return row;
}
