import { inArray } from 'drizzle-orm';
import { members } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { signedInMember, TestClient, appForThisFile } from './helpers/test-app';

const test = appForThisFile();
let alice: { member: MemberRow; client: TestClient };
let bob: { member: MemberRow; client: TestClient };
let admin: { member: MemberRow; client: TestClient };

beforeAll(async () => {
  alice = await signedInMember(test, { username: 'alice_profile', firstName: 'Alice', lastName: 'Liddell' });
  bob = await signedInMember(test, { username: 'bob_profile' });
  admin = await signedInMember(test, { username: 'admin_profile', isAdmin: true });
});

describe('PUT /members/profile/', () => {
  it('answers 401 when signed out and 403 when not verified', async () => {
    expect((await new TestClient(test.app).put('/members/profile/', { bio: 'x' })).statusCode).toBe(401);
    const { client } = await signedInMember(test, { isVerified: false });
    const response = await client.put('/members/profile/', { bio: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Your account is not verified.' });
  });

  it('saves the editable fields, trimmed, and returns the member', async () => {
    const response = await alice.client.put('/members/profile/', {
      first_name: ' Alice ',
      bio: 'Likes graphs.',
      major: 'Computer Science',
      grad_date: '2027-05-15',
      local: 'Vancouver',
      preview: 'Looking for system design practice',
      role: 'Student',
      resume_url: 'https://example.com/alice.pdf',
      github: { username: 'alice-gh', isPrivate: false },
      leetcode: { username: 'alice_lc', isPrivate: false },
      linkedin: { username: 'alice-liddell', isPrivate: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: alice.member.id,
      first_name: 'Alice',
      bio: 'Likes graphs.',
      major: 'Computer Science',
      grad_date: '2027-05-15',
      local: 'Vancouver',
      role: 'Student',
      resume_url: 'https://example.com/alice.pdf',
      github: { username: 'alice-gh', isPrivate: false },
      linkedin: { username: 'alice-liddell', isPrivate: true },
    });
    expect((await alice.client.get('/members/profile/')).json()).toMatchObject({ major: 'Computer Science', grad_date: '2027-05-15' });
  });

  it('ignores unknown and read-only keys, and leaves fields it was not sent alone', async () => {
    const response = await bob.client.put('/members/profile/', {
      id: 999,
      username: 'hijacked',
      email: 'evil@example.com',
      groups: [{ name: 'is_admin' }],
      is_admin: true,
      discord_id: '1',
      favourite_colour: 'green',
      role: 'SWE intern',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: bob.member.id, username: 'bob_profile', email: bob.member.email, groups: [{ name: 'is_verified' }], role: 'SWE intern' });
    expect(response.json().first_name).toBe(bob.member.firstName);
  });

  it('answers 400 with every field error at once', async () => {
    const response = await bob.client.put('/members/profile/', {
      first_name: 'x'.repeat(51),
      preview: 42,
      grad_date: '2027-02-30',
      resume_url: 'ftp://example.com/cv.pdf',
      github: { username: 'not/a/user', isPrivate: false },
      leetcode: 'just-a-string',
      linkedin: { username: 'someone', isPrivate: 'yes' },
      profile_picture_url: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual(['first_name', 'github', 'grad_date', 'leetcode', 'linkedin', 'preview', 'profile_picture_url', 'resume_url']);
    expect(errors.github).toEqual(['Please enter a valid GitHub username']);
    expect((await bob.client.get('/members/profile/')).json().role).toBe('SWE intern');
  });

  it.each(['2027/05/15', '15-05-2027', 'tomorrow'])('refuses the graduation date %p', async (gradDate) => {
    const response = await bob.client.put('/members/profile/', { grad_date: gradDate });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.grad_date).toBeDefined();
  });

  it.each([
    ['github', 'ada/repo', 'Please enter a valid GitHub username'],
    ['linkedin', 'ada?x=1', 'Please enter a valid LinkedIn username'],
    ['leetcode', 'two words', 'Please enter a valid LeetCode username'],
    ['leetcode', 'u', 'Please enter a valid LeetCode username'],
  ])('refuses the %s username %p with the SPA wording', async (site, username, message) => {
    const response = await bob.client.put('/members/profile/', { [site]: { username, isPrivate: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[site]).toEqual([message]);
  });

  it('clears a link sent as null or with a blank username, and clears text and dates sent as null', async () => {
    await bob.client.put('/members/profile/', { github: { username: 'bob-gh', isPrivate: false }, grad_date: '2026-12-01', bio: 'hello' });
    const response = await bob.client.put('/members/profile/', { github: { username: '  ', isPrivate: false }, grad_date: null, bio: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ github: null, grad_date: null, bio: '' });
  });

  it('lets a picture URL be cleared or set to an http(s) address', async () => {
    expect((await bob.client.put('/members/profile/', { profile_picture_url: 'https://example.com/me.png' })).json().profile_picture_url).toBe('https://example.com/me.png');
    expect((await bob.client.put('/members/profile/', { profile_picture_url: '' })).json().profile_picture_url).toBe('');
  });

  it('is served without a trailing slash too', async () => {
    expect((await bob.client.put('/members/profile', { role: 'Student' })).statusCode).toBe(200);
  });
});

describe('private links', () => {
  beforeAll(async () => {
    await alice.client.put('/members/profile/', { github: { username: 'alice-gh', isPrivate: true }, leetcode: { username: 'alice_lc', isPrivate: false } });
  });

  it('are hidden from other members', async () => {
    const seen = (await bob.client.get(`/directory/${alice.member.id}/`)).json();
    expect(seen.github).toBeNull();
    expect(seen.leetcode).toEqual({ username: 'alice_lc', isPrivate: false });
    const searched = (await bob.client.get('/directory/search/?q=alice_profile')).json();
    expect(searched.results[0]).toMatchObject({ id: alice.member.id, github: null });
  });

  it('are shown to the member themself and to admins', async () => {
    expect((await alice.client.get('/members/profile/')).json().github).toEqual({ username: 'alice-gh', isPrivate: true });
    expect((await alice.client.get(`/directory/${alice.member.id}/`)).json().github).toEqual({ username: 'alice-gh', isPrivate: true });
    expect((await admin.client.get(`/directory/${alice.member.id}/`)).json().github).toEqual({ username: 'alice-gh', isPrivate: true });
  });
});

describe('GET /members/admin/', () => {
  it('lists the admins, and only to admins', async () => {
    expect((await bob.client.get('/members/admin/')).statusCode).toBe(403);
    const response = await admin.client.get('/members/admin');
    expect(response.statusCode).toBe(200);
    const admins = response.json() as Array<{ id: number; groups: Array<{ name: string }> }>;
    expect(admins.map((member) => member.id)).toEqual([admin.member.id]);
    expect(admins[0].groups).toContainEqual({ name: 'is_admin' });
  });
});

describe('interview preferences on the profile', () => {
  it('starts at mixed / medium / no language, and saves what the member chooses', async () => {
    const { client } = await signedInMember(test, { username: 'carol_preferences' });
    expect((await client.get('/members/profile/')).json()).toMatchObject({
      interview_focus: 'mixed',
      interview_difficulty: 'medium',
      preferred_language: '',
    });

    const saved = await client.put('/members/profile/', { interview_focus: 'system_design', interview_difficulty: 'hard', preferred_language: 'python' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ interview_focus: 'system_design', interview_difficulty: 'hard', preferred_language: 'python' });
    expect((await client.get('/members/profile/')).json()).toMatchObject({ interview_focus: 'system_design', preferred_language: 'python' });

    // '' clears the language; other fields stay as they were.
    expect((await client.put('/members/profile/', { preferred_language: '' })).json()).toMatchObject({ interview_focus: 'system_design', preferred_language: '' });
  });

  it.each([
    ['interview_focus', 'frontend'],
    ['interview_difficulty', 'expert'],
    ['preferred_language', 'rust'],
    ['interview_focus', null],
  ])('refuses %s = %p with a 400 naming the field, and changes nothing', async (field, value) => {
    const { client } = await signedInMember(test);
    const response = await client.put('/members/profile/', { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([expect.stringMatching(/^Choose one of/)]);
    expect((await client.get('/members/profile/')).json()).toMatchObject({ interview_focus: 'mixed', interview_difficulty: 'medium', preferred_language: '' });
  });

  it('is not shown on the public profile others see', async () => {
    await alice.client.put('/members/profile/', { interview_focus: 'behavioral' });
    const seenByBob = (await bob.client.get(`/members/${alice.member.id}/`)).json();
    expect(seenByBob).not.toHaveProperty('interview_focus');
  });
});

describe('interview preferences at signup', () => {
  const registration = (username: string, extra: Record<string, unknown> = {}) => ({
    first_name: 'Dana', last_name: 'Scully', username, email: `${username}@example.edu`, password: 'a long unusual passphrase 42',
    discord_username: `${username}_d`, ...extra,
  });

  it('stores the focus, difficulty and language chosen at registration, and the defaults without them', async () => {
    const client = new TestClient(test.app);
    const chosen = await client.post('/auth/register/', registration('dana_prefs', { interview_focus: 'behavioral', interview_difficulty: 'easy', preferred_language: 'java' }));
    expect(chosen.statusCode).toBe(201);
    const plain = await client.post('/auth/register/', registration('fox_prefs'));
    expect(plain.statusCode).toBe(201);
    const rows = await test.ctx.db.select().from(members).where(inArray(members.id, [chosen.json().id, plain.json().id]));
    const byName = new Map(rows.map((row) => [row.username, row]));
    expect(byName.get('dana_prefs')).toMatchObject({ interviewFocus: 'behavioral', interviewDifficulty: 'easy', preferredLanguage: 'java' });
    expect(byName.get('fox_prefs')).toMatchObject({ interviewFocus: 'mixed', interviewDifficulty: 'medium', preferredLanguage: '' });
  });

  it('refuses an unknown focus at registration with a 400 naming the field', async () => {
    const response = await new TestClient(test.app).post('/auth/register/', registration('gil_prefs', { interview_focus: 'frontend' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.interview_focus).toEqual(['Choose one of: algorithms, system_design, behavioral, mixed.']);
  });
});
