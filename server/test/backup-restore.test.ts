import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { like } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { embeddedDatabasePath, restoreEmbeddedDatabase } from '../src/db/embedded-restore';
import { members, storedPictures } from '../src/db/schema';
import { INTERNAL_BACKUP_PATH, internalCommandChannel, MANAGE_SECRET_HEADER } from '../src/modules/console/internal-channel';
import { insertMember } from '../src/modules/members/repository';
import { createAppContext } from '../src/runtime/context';
import { fixturePasswordHash, TestClient, type TestApp } from './helpers/test-app';
import { ensurePgliteTemplate, openTestDatabase } from './helpers/test-database';

// The embedded database on disk, as `npm start` runs it (whatever TEST_DATABASE_URL says: PostgreSQL backs up with pg_dump).
const OPEN_TIMEOUT_MS = 60_000;
const SECRET = 'the-lock-files-secret';
const PASSWORD = 'correct horse battery';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-backup-'));
  dataDirs.push(dir);
  return dir;
};

/** A DATA_DIR whose embedded database starts as the migrated template (initdb and migrations take longer). */
async function migratedDataDir(): Promise<string> {
  const dir = freshDataDir();
  const template = new Blob([fs.readFileSync(await ensurePgliteTemplate())]);
  fs.mkdirSync(embeddedDatabasePath(dir));
  await (await PGlite.create(embeddedDatabasePath(dir), { extensions: { pg_trgm }, loadDataDir: template })).close();
  return dir;
}

/** A server's app and its local channel on `database`, as startServer builds them. */
async function serverWith(database: Database, dataDir: string): Promise<TestApp & { database: Database }> {
  const config = loadConfig({ DATA_DIR: dataDir }, { runJobs: false, serveSpa: false });
  const ctx = createAppContext(config, database.db, pino({ level: 'silent' }));
  const app = await buildApp(ctx, { sessionSecret: 'a-test-session-secret-that-is-long-enough' });
  await app.register(internalCommandChannel, { ctx, secret: SECRET, dumpDatabase: database.dump });
  await app.ready();
  return { app, ctx, database, sentMail: [], databaseUrl: '', close: async () => (await app.close(), await database.close()) };
}

function upload(client: TestClient, bytes: Buffer) {
  const boundary = '----mockprep-backup-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profile_picture"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request({ method: 'POST', url: '/members/profile/picture/upload/', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

/** Each transaction adds a member and a picture named after it, pausing between the two, until stopped. */
function keepWriting(server: TestApp) {
  let committed = 0;
  let stopped = false;
  const passwordHash = fixturePasswordHash(PASSWORD);
  const done = (async () => {
    while (!stopped) {
      const k = committed + 1;
      await server.ctx.db.transaction(async (tx) => {
        await insertMember(tx, { username: `writer${k}`, email: `writer${k}@example.edu`, passwordHash: await passwordHash });
        await sleep(2);
        await tx.insert(storedPictures).values({ name: `writer${k}.png`, contentType: 'image/png', bytes: PNG });
      });
      committed = k;
    }
  })();
  return {
    committed: () => committed,
    stop: async () => {
      stopped = true;
      await done;
      return committed;
    },
  };
}

/** A server on an embedded database in `dataDir`. */
async function serverOn(dataDir: string): Promise<TestApp & { database: Database }> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  return serverWith(database, dataDir);
}

afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup of the embedded database while the server runs, restored into a fresh DATA_DIR', () => {
  let original: TestApp & { database: Database };
  beforeAll(async () => {
    original = await serverOn(await migratedDataDir());
  }, OPEN_TIMEOUT_MS);
  afterAll(() => original?.close());

  it('is refused to a caller without the lock file\'s secret', async () => {
    const response = await original.app.inject({ method: 'POST', url: INTERNAL_BACKUP_PATH, headers: { [MANAGE_SECRET_HEADER]: 'a guess' } });
    expect(response.statusCode).toBe(403);
  });

  it('brings back every member, every picture, and whole transactions only', async () => {
    const passwordHash = await fixturePasswordHash(PASSWORD);
    for (let i = 1; i <= 50; i += 1) {
      await insertMember(original.ctx.db, { username: `member${i}`, email: `member${i}@example.edu`, isVerified: true, passwordHash });
    }
    const owner = new TestClient(original.app);
    expect((await owner.login('member1', PASSWORD)).statusCode).toBe(200);
    const uploaded = await upload(owner, PNG);
    expect(uploaded.statusCode).toBe(200);
    const picturePath = new URL(uploaded.json().url as string).pathname;

    const writer = keepWriting(original);
    while (writer.committed() < 5) await sleep(5);
    const committedBefore = writer.committed();
    const backup = await original.app.inject({ method: 'POST', url: INTERNAL_BACKUP_PATH, headers: { [MANAGE_SECRET_HEADER]: SECRET } });
    await sleep(50);
    const committedInAll = await writer.stop();
    expect(backup.statusCode).toBe(200);

    const restoredDir = freshDataDir();
    const summary = await restoreEmbeddedDatabase(restoredDir, backup.rawPayload);
    const restored = await serverOn(restoredDir);
    try {
      const usernames = (await restored.ctx.db.select({ username: members.username }).from(members)).map(({ username }) => username);
      for (let i = 1; i <= 50; i += 1) expect(usernames).toContain(`member${i}`);
      const writers = usernames.filter((name) => name.startsWith('writer'));
      // Every write committed before the backup was asked for is in it; the later ones are not all there.
      expect(writers.length).toBeGreaterThanOrEqual(committedBefore);
      expect(writers.length).toBeLessThan(committedInAll);
      // A member and the picture written in the same transaction are both there or both missing.
      const writerPictures = await restored.ctx.db.select({ name: storedPictures.name }).from(storedPictures).where(like(storedPictures.name, 'writer%'));
      expect(writerPictures.map(({ name }) => name.replace('.png', '')).sort()).toEqual([...writers].sort());
      expect(summary).toEqual({ members: usernames.length, pictures: writers.length + 1 });

      const member = new TestClient(restored.app);
      expect((await member.login('member1', PASSWORD)).statusCode).toBe(200);
      expect((await member.get('/members/profile/')).json().profile_picture_url).toBe(uploaded.json().url);
      const picture = await restored.app.inject({ method: 'GET', url: picturePath });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await restored.close();
    }
  }, 2 * OPEN_TIMEOUT_MS);
});

describe('POST /internal/backup on a server without an embedded database', () => {
  it('answers 409 and names pg_dump, for a CLI whose environment lacks the server\'s DATABASE_URL', async () => {
    const { database } = await openTestDatabase();
    const server = await serverWith({ ...database, dump: undefined }, freshDataDir());
    try {
      const response = await server.app.inject({ method: 'POST', url: INTERNAL_BACKUP_PATH, headers: { [MANAGE_SECRET_HEADER]: SECRET } });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toContain('back it up with pg_dump');
    } finally {
      await server.close();
    }
  });
});
