/**
 * The inputs that gave a 500 (issue 21 item 7, and what no-500-fuzz.test.ts found since), each answered
 * now with a 400 that names what to fix, and the text rule that fixed most of them not refusing what
 * legitimate text holds.
 */
import { multipart } from './helpers/picture-upload';
import { appForThisFile, signedInMember, TestClient } from './helpers/test-app';

const test = appForThisFile();

describe('a zero byte or a broken character, wherever in a body it is', () => {
  it.each(['github', 'linkedin', 'leetcode'])('refuses a zero byte in a %s username with a 400 on that link', async (site) => {
    const { client } = await signedInMember(test);
    const response = await client.put('/members/profile/', { [site]: { username: 'a\u0000' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [site]: ['Control characters (such as a zero byte) are not allowed.'] });
    expect(response.json().detail).toMatch(/^(Github|Linkedin|Leetcode): Control characters/);
  });

  it('refuses a zero byte in a console option name, naming the options', async () => {
    const { client } = await signedInMember(test, { isAdmin: true });
    const response = await client.post('/admin/command/', { command: 'help', kwargs: { 'a\u0000': 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Kwargs: Control characters (such as a zero byte or a line break) are not allowed here.',
      errors: { kwargs: ['Control characters (such as a zero byte or a line break) are not allowed here.'] },
    });
  });

  it('refuses a console option name over 100 characters, the limit its contract declares', async () => {
    const { client } = await signedInMember(test, { isAdmin: true });
    const response = await client.post('/admin/command/', { command: 'help', kwargs: { ['x'.repeat(101)]: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ kwargs: ['Ensure this field has no more than 100 characters.'] });
  });

  it('refuses half of a surrogate pair in a console option value (PostgreSQL refuses it in the audit record)', async () => {
    const { client } = await signedInMember(test, { isAdmin: true });
    const response = await client.post('/admin/command/', { command: 'help', kwargs: { topic: 'x\ud800' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.kwargs).toContain('Text must be valid Unicode: this holds half of a surrogate pair.');
  });

  it('refuses a zero byte in a field whose contract declares no text rule of its own', async () => {
    const { client } = await signedInMember(test, { isAdmin: true });
    const response = await client.post('/admin/command/', { command: 'help', args: ['pair\u0001'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ args: ['Control characters (such as a zero byte) are not allowed.'] });
  });

  it('keeps tabs, line breaks and emoji in multi-line text, and an emoji in a one-line field', async () => {
    const { client } = await signedInMember(test);
    const response = await client.put('/members/profile/', { bio: 'Line one\n\tindented\r\nthird 🙂', first_name: 'Zoë 🙂' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bio: 'Line one\n\tindented\r\nthird 🙂', first_name: 'Zoë 🙂' });
  });
});

describe('a picture upload that is not a well-formed multipart form', () => {
  const upload = (headers: Record<string, string>, payload: string | Buffer) =>
    signedInMember(test).then(({ client }) => client.request({ method: 'POST', url: '/members/profile/picture/upload/', headers, payload }));

  it.each(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="unclosed'])('answers %j (no usable boundary) with a 400 that says so', async (contentType) => {
    const response = await upload({ 'content-type': contentType }, 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('The upload is not a multipart form: its Content-Type names no boundary (send it as multipart/form-data, as a browser form does).');
  });

  it('answers a form cut off in the middle of the picture with a 400', async () => {
    const { payload, headers } = multipart([{ field: 'profile_picture', filename: 'me.png', contentType: 'image/png', bytes: Buffer.from('\x89PNG') }]);
    const response = await upload(headers, payload.subarray(0, payload.length - 30));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^The upload is not a complete multipart form/);
  });
});

it('lists no reports for a user id past the integer range instead of failing the query', async () => {
  const { client } = await signedInMember(test, { isAdmin: true });
  const response = await client.get('/reports/all/?user_id=2147483648');
  expect(response.statusCode).toBe(200);
  expect(response.json().reports).toEqual([]);
});

it('gives a value its own contract refuses (a username with a zero byte) that reason only', async () => {
  const response = await new TestClient(test.app).post('/auth/register/', { username: 'new\u0000comer' });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors.username).toEqual(['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.']);
});
