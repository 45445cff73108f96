/**
 * A member's time zone (issue 22: interview times are shown in both members' zones): sent by the SPA at
 * registration from the browser, shown and changed on the profile, always a zone the server knows.
 */
import { eq } from 'drizzle-orm';
import { members } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { isIanaTimeZone } from '../src/lib/time-zone';
import { signedInMember, TestClient, appForThisFile } from './helpers/test-app';

const test = appForThisFile();

const UNKNOWN_TIME_ZONE = 'Not a known time zone: use an IANA name such as Europe/London or America/New_York.';

const registration = (username: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Ines', last_name: 'Ramos', username, email: `${username}@example.edu`, password: 'a long unusual passphrase 42',
  discord_username: `${username}_d`, ...extra,
});

async function storedZoneOf(username: string): Promise<string | undefined> {
  const [row] = await test.ctx.db.select({ timeZone: members.timeZone }).from(members).where(eq(members.username, username));
  return row?.timeZone;
}

describe('isIanaTimeZone', () => {
  it.each(['Europe/London', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'UTC', 'Etc/GMT+5', 'US/Pacific'])('knows %s', (name) => {
    expect(isIanaTimeZone(name)).toBe(true);
  });

  it.each(['Mars/Olympus_Mons', '+01:00', 'UTC+1', 'Europe/London ', '', 'Europe/../London'])('refuses %p', (name) => {
    expect(isIanaTimeZone(name)).toBe(false);
  });
});

describe('the time zone at registration', () => {
  it('stores the zone the browser sent, and none (\'\') when it sent none', async () => {
    const client = new TestClient(test.app);
    expect((await client.post('/auth/register/', registration('ines_zone', { time_zone: 'America/Argentina/Buenos_Aires' }))).statusCode).toBe(201);
    expect((await client.post('/auth/register/', registration('joao_zone'))).statusCode).toBe(201);

    expect(await storedZoneOf('ines_zone')).toBe('America/Argentina/Buenos_Aires');
    expect(await storedZoneOf('joao_zone')).toBe('');
  });

  it('registers a member whose browser names a zone this server does not know, with the zone left unknown', async () => {
    // The member sees no time zone field when registering: nothing they could correct.
    expect((await new TestClient(test.app).post('/auth/register/', registration('mars_zone', { time_zone: 'Mars/Olympus_Mons' }))).statusCode).toBe(201);
    expect(await storedZoneOf('mars_zone')).toBe('');
  });

  it.each(['+01:00', 'Europe/London; DROP TABLE members', 42])('refuses %p (not a zone name at all) with a 400 that names the field, and registers nobody', async (zone) => {
    const response = await new TestClient(test.app).post('/auth/register/', registration('kai_zone', { time_zone: zone }));

    expect(response.statusCode).toBe(400);
    expect(response.json().errors.time_zone).toEqual([expect.any(String)]);
    if (typeof zone === 'string') expect(response.json()).toMatchObject({ detail: `Time zone: ${UNKNOWN_TIME_ZONE}`, errors: { time_zone: [UNKNOWN_TIME_ZONE] } });
    expect(await storedZoneOf('kai_zone')).toBeUndefined();
  });
});

describe('the time zone on the profile', () => {
  it("reads '' until one is known, then saves the one chosen and returns it", async () => {
    const { client } = await signedInMember(test, { username: 'lena_zone' });
    expect((await client.get('/members/profile/')).json()).toMatchObject({ time_zone: '' });

    const saved = await client.put('/members/profile/', { time_zone: 'Asia/Tokyo' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ time_zone: 'Asia/Tokyo' });
    expect((await client.get('/members/profile/')).json()).toMatchObject({ time_zone: 'Asia/Tokyo' });

    // Other changes leave it as it is.
    expect((await client.put('/members/profile/', { bio: 'Night owl.' })).json()).toMatchObject({ bio: 'Night owl.', time_zone: 'Asia/Tokyo' });
  });

  it.each(['Mars/Olympus_Mons', '', null])('refuses %p with a 400 naming the field, and keeps the zone it had', async (zone) => {
    const { client } = await signedInMember(test);
    await client.put('/members/profile/', { time_zone: 'Europe/Lisbon' });

    const response = await client.put('/members/profile/', { time_zone: zone, bio: 'Changed?' });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors.time_zone).toEqual([expect.any(String)]);
    expect((await client.get('/members/profile/')).json()).toMatchObject({ time_zone: 'Europe/Lisbon', bio: '' });
  });
});

describe('the community time zone', () => {
  it('stops the server at start on a zone that does not exist, naming the setting', () => {
    expect(() => loadConfig({ COMMUNITY_TIME_ZONE: 'America/Los_Angles' })).toThrow('COMMUNITY_TIME_ZONE "America/Los_Angles" is not a known IANA time zone');
    expect(loadConfig({ COMMUNITY_TIME_ZONE: 'Europe/Lisbon' }).communityTimeZone).toBe('Europe/Lisbon');
    expect(loadConfig({}).communityTimeZone).toBe('America/Los_Angeles');
  });
});
