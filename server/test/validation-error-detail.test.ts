import { appForThisFile, signedInMember, TestClient } from './helpers/test-app';

// Booting PGlite and hashing passwords take seconds on a loaded machine.
jest.setTimeout(60_000);

const test = appForThisFile();

/**
 * API.md Conventions: a 400 is `{detail, errors}`. A client that shows only `detail` must still learn what to
 * fix, so `detail` names the first problem of `errors`, whichever route refused the input and whether the
 * schema or the handler found it.
 */
describe('a 400 says its first reason in detail', () => {
  const registration = { first_name: 'Ada', last_name: 'Lovelace', username: 'ada_weak', email: 'ada.weak@example.edu', discord_username: 'ada_weak_discord' };

  it('a weak password at registration (found by the handler)', async () => {
    const response = await new TestClient(test.app).post('/auth/register/', { ...registration, password: 'short1' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.password[0]).toMatch(/^This password is too short\./);
    expect(body.detail).toBe(`Password: ${body.errors.password[0]}`);
  });

  it('a missing field at registration (found by the schema)', async () => {
    const { first_name: _omitted, ...withoutFirstName } = registration;
    const response = await new TestClient(test.app).post('/auth/register/', { ...withoutFirstName, password: 'a long enough passphrase' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'First name: This field is required.', errors: { first_name: ['This field is required.'] } });
  });

  it('a profile field in the wrong form', async () => {
    const { client } = await signedInMember(test);
    const response = await client.put('/members/profile/', { resume_url: 'not a url' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body.errors)).toEqual(['resume_url']);
    expect(body.detail).toBe(`Resume url: ${body.errors.resume_url[0]}`);
  });

  it('a report assigned to someone who is not an admin', async () => {
    const admin = await signedInMember(test, { isAdmin: true });
    const { client: reporter } = await signedInMember(test);
    const { member: reported } = await signedInMember(test);
    const created = await reporter.post('/reports/', { associated_id: String(reported.id), reporter_user_id: 0, type: 'member', reason: 'Was rude.' });
    expect(created.statusCode).toBe(201);
    const response = await admin.client.patch(`/reports/${created.json().report.report_id}/assign/`, { assignee: reported.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Assignee: Reports can only be assigned to an admin.', errors: { assignee: ['Reports can only be assigned to an admin.'] } });
  });

  it('a question queue naming an unknown question', async () => {
    const { client } = await signedInMember(test, { isAdmin: true });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await client.put('/questions/technical/queue/', { question_queue: [unknown] });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(`Question queue: Unknown technical question id: ${unknown}.`);
  });
});
