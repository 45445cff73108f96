import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app';
import { storedPictures } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { importPicturesFromDisk } from '../src/modules/members/pictures/disk-import';
import { databasePictureStore } from '../src/modules/members/pictures/picture-store';
import { replaceProfilePicture } from '../src/modules/members/pictures/replace-picture';
import { insertMember, updateMember } from '../src/modules/members/repository';
import { gifHeader, jpegHeader, pngHeader } from './helpers/image-headers';
import { multipart, uploadPicture } from './helpers/picture-upload';
import { signedInMember, TestClient, appForThisFile } from './helpers/test-app';

const FIVE_MB = 5 * 1024 * 1024;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = jpegHeader(64, 48);
const GIF = gifHeader(32, 32);

const PUBLIC_URL = 'https://mockprep.example';
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-pictures-'));
const test = appForThisFile({ config: { uploadDir, publicUrl: PUBLIC_URL } });
let member: { member: MemberRow; client: TestClient };

beforeAll(async () => {
  member = await signedInMember(test, { username: 'picture_owner' });
});
afterAll(() => {
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** Picture URLs are absolute on PUBLIC_URL; the app under test answers their path. */
const getPicture = (url: string) => {
  expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  return test.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) });
};
const pictureUrl = async (client: TestClient) => (await client.get('/members/profile/')).json().profile_picture_url as string;
/** The names of the pictures the database holds, sorted. */
const storedFiles = async () => (await test.ctx.db.select({ name: storedPictures.name }).from(storedPictures)).map(({ name }) => name).sort();
const silentLogger = pino({ level: 'silent' });

describe('POST /members/profile/picture/upload/', () => {
  it('stores a PNG, points the profile at it and serves it back', async () => {
    const response = await uploadPicture(member.client, PNG);
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/avatars/${member.member.id}-[0-9a-f]+\\.png$`));
    expect(await pictureUrl(member.client)).toBe(url);
    const served = await getPicture(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves a picture for a year under its never-reused name, never sniffed, loadable from other origins, and answers 304 to a revalidation', async () => {
    const { url } = (await uploadPicture(member.client, GIF, 'anim.gif', 'image/gif')).json();
    const served = await getPicture(url);
    expect(served.headers).toMatchObject({
      'content-type': 'image/gif',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      etag: expect.any(String),
      'last-modified': expect.any(String),
    });
    const revalidated = await test.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length), headers: { 'if-none-match': served.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const head = await test.app.inject({ method: 'HEAD', url: url.slice(PUBLIC_URL.length) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(GIF.length));
  });

  it.each([
    ['a well-formed name nobody uploaded', '/uploads/avatars/1-0123abcd.png'],
    ['a name the store never gives', '/uploads/avatars/..%2f..%2fetc%2fpasswd'],
    ['another folder', '/uploads/resumes/1-0123abcd.png'],
  ])('answers 404 {detail} for %s', async (_name, url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('judges by content, not by name: a PNG named .gif is stored as a PNG', async () => {
    const response = await uploadPicture(member.client, PNG, 'holiday.gif', 'image/gif');
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/\.png$/);
  });

  it.each([['JPEG', JPEG, 'jpg'], ['GIF', GIF, 'gif']])('accepts a %s', async (_name, bytes, extension) => {
    const response = await uploadPicture(member.client, bytes, 'picture.bin', 'application/octet-stream');
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(new RegExp(`\\.${extension}$`));
  });

  it('gives each upload a new URL and deletes the replaced picture', async () => {
    const first = (await uploadPicture(member.client, PNG)).json().url as string;
    const second = (await uploadPicture(member.client, PNG)).json().url as string;
    expect(second).not.toBe(first);
    expect((await getPicture(first)).statusCode).not.toBe(200);
    expect((await getPicture(second)).statusCode).toBe(200);
    expect((await storedFiles()).filter((name) => name.startsWith(`${member.member.id}-`))).toEqual([path.basename(second)]);
  });

  it('refuses a text file named .png with 415 and keeps the old picture', async () => {
    const before = await pictureUrl(member.client);
    const response = await uploadPicture(member.client, Buffer.from('definitely not an image'), 'evil.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: expect.stringContaining('JPEG, PNG, or GIF'), error: expect.stringContaining('Invalid file type') });
    expect(await pictureUrl(member.client)).toBe(before);
    expect((await getPicture(before)).statusCode).toBe(200);
  });

  it('refuses a picture over 5 MB with 413 and keeps the old picture', async () => {
    const before = await pictureUrl(member.client);
    const filesBefore = await storedFiles();
    const response = await uploadPicture(member.client, Buffer.concat([PNG, Buffer.alloc(FIVE_MB + 1 - PNG.length)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: expect.stringContaining('under 5MB'), error: expect.stringContaining('File too large') });
    expect(await pictureUrl(member.client)).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('accepts a picture of exactly 5 MB and serves back every byte of it', async () => {
    // Bytes of every value, so a lossy conversion on the way into or out of the database would show.
    const bytes = Buffer.concat([PNG, Buffer.alloc(FIVE_MB - PNG.length)]);
    for (let index = PNG.length; index < bytes.length; index += 1) bytes[index] = (index * 31) % 256;
    const response = await uploadPicture(member.client, bytes);
    expect(response.statusCode).toBe(200);
    const served = await getPicture(response.json().url as string);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['a 30000x30000 PNG', pngHeader(30000, 30000)],
    ['a PNG claiming 2^31-1 pixels square', pngHeader(2 ** 31 - 1, 2 ** 31 - 1)],
    ['a PNG one pixel too wide', pngHeader(4097, 16)],
    ['a 65535x10 GIF', gifHeader(65535, 10)],
    ['a 10x5000 JPEG', jpegHeader(10, 5000)],
  ])('refuses %s with 400 naming the limit, storing nothing', async (_name, bytes) => {
    const before = await pictureUrl(member.client);
    const filesBefore = await storedFiles();
    const response = await uploadPicture(member.client, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.stringContaining('4096x4096 pixels'), error: expect.stringContaining('Image too large') });
    expect(await pictureUrl(member.client)).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it.each([['PNG', pngHeader(4096, 4096)], ['GIF', gifHeader(4096, 1)], ['JPEG', jpegHeader(1, 4096)]])('accepts a %s at the size limit', async (_name, bytes) => {
    expect((await uploadPicture(member.client, bytes)).statusCode).toBe(200);
  });

  it('refuses a JPEG whose header cannot be read with 400', async () => {
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
    const response = await uploadPicture(member.client, truncated);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/could not be read/);
  });

  it('refuses two files in one request with 400 and stores neither', async () => {
    const before = await pictureUrl(member.client);
    const filesBefore = await storedFiles();
    const response = await member.client.request({
      method: 'POST',
      url: '/members/profile/picture/upload/',
      ...multipart([
        { field: 'profile_picture', filename: 'one.png', contentType: 'image/png', bytes: PNG },
        { field: 'profile_picture', filename: 'two.png', contentType: 'image/png', bytes: PNG },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.stringContaining('one picture at a time'), error: expect.any(String) });
    expect(await pictureUrl(member.client)).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('answers 400 {detail, error} when no picture is sent', async () => {
    const onlyText = await member.client.request({ method: 'POST', url: '/members/profile/picture/upload/', ...multipart([{ field: 'note', bytes: Buffer.from('hi') }]) });
    expect(onlyText.statusCode).toBe(400);
    expect(onlyText.json()).toEqual({ detail: expect.any(String), error: expect.any(String) });
    const wrongField = await member.client.request({ method: 'POST', url: '/members/profile/picture/upload/', ...multipart([{ field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: PNG }]) });
    expect(wrongField.statusCode).toBe(400);
    const json = await member.client.post('/members/profile/picture/upload/', { profile_picture: 'nope' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toEqual(expect.any(String));
  });

  it('is refused to visitors and to unverified members', async () => {
    expect((await uploadPicture(new TestClient(test.app), PNG)).statusCode).toBe(401);
    const unverified = await signedInMember(test, { isVerified: false });
    expect((await uploadPicture(unverified.client, PNG)).statusCode).toBe(403);
  });

  it('keeps the uploaded file when a client saves the profile with the absolute URL it was given', async () => {
    const uploaded = (await uploadPicture(member.client, PNG)).json().url as string;
    const saved = await member.client.put('/members/profile/', { profile_picture_url: uploaded, bio: 'saved whole' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile_picture_url).toBe(uploaded);
    expect((await getPicture(uploaded)).statusCode).toBe(200);
  });

  it('deletes an uploaded picture when it later sets an external picture URL', async () => {
    const uploaded = (await uploadPicture(member.client, PNG)).json().url as string;
    await member.client.put('/members/profile/', { profile_picture_url: 'https://example.com/me.png' });
    expect(await storedFiles()).not.toContain(path.basename(uploaded));
    expect((await getPicture(uploaded)).statusCode).toBe(404);
  });
});

describe('replaceProfilePicture', () => {
  it('removes the new picture and keeps the old URL when the member cannot be updated', async () => {
    const store = databasePictureStore(test.ctx.db);
    const ghost = await insertMember(test.ctx.db, { username: 'ghost', email: 'ghost@example.edu', password: 'irrelevant password' });
    const oldUrl = await store.save(`${ghost.id}-0123abcd.png`, PNG, 'image/png');
    const gone = { ...ghost, id: 2_000_000_000, profilePictureUrl: oldUrl };
    await expect(replaceProfilePicture({ db: test.ctx.db, store, logger: silentLogger }, gone, { bytes: PNG, type: { extension: 'png', mimeType: 'image/png' } }))
      .rejects.toThrow('disappeared');
    expect((await storedFiles()).filter((name) => name.startsWith('2000000000-'))).toEqual([]);
    expect(await storedFiles()).toContain(path.basename(oldUrl));
  });
});

describe('pictures uploaded before they moved into the database', () => {
  it('are imported from UPLOAD_DIR/avatars when an upgraded server starts, once, if a member points at them, and served at their old URL', async () => {
    const { member: owner } = await signedInMember(test);
    const name = `${owner.id}-00c0ffee.jpg`;
    fs.mkdirSync(path.join(uploadDir, 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(uploadDir, 'avatars', name), JPEG);
    // Left over from an earlier replacement: nobody points at it, so it stays out of the database.
    fs.writeFileSync(path.join(uploadDir, 'avatars', `${owner.id}-0ddba11.png`), PNG);
    await updateMember(test.ctx.db, owner.id, { profilePictureUrl: `/uploads/avatars/${name}` });

    // The upgraded server starting on this database (and UPLOAD_DIR) imports at start.
    const upgraded = await buildApp(test.ctx, { sessionSecret: 'a-test-session-secret-that-is-long-enough' });
    await upgraded.ready();
    await upgraded.close();
    expect(await importPicturesFromDisk(test.ctx.db, uploadDir, silentLogger)).toBe(0);
    expect((await storedFiles()).filter((stored) => stored.startsWith(`${owner.id}-`))).toEqual([name]);
    const served = await getPicture(`${PUBLIC_URL}/uploads/avatars/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
  });
});
