import type { RunningServer } from './server';

export interface NewMember {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  discordUsername: string;
  password: string;
}

let memberCounter = 0;

/** A member nobody else in this server's database has used yet. */
export function uniqueMember(prefix: string): NewMember {
  memberCounter += 1;
  const username = `${prefix}${memberCounter}${Date.now() % 100_000}`;
  return {
    username,
    firstName: `${prefix[0].toUpperCase()}${prefix.slice(1)}`,
    lastName: 'Tester',
    email: `${username}@example.edu`,
    discordUsername: `${username}_discord`,
    password: 'first-Passw0rd!',
  };
}

/**
 * Setup through the public API, as a browser would (CSRF token + cookies), for tests whose subject is elsewhere.
 * Resolves to the new member's id.
 */
export async function registerThroughApi(server: RunningServer, member: NewMember): Promise<number> {
  const csrf = await fetch(`${server.baseUrl}/auth/csrf/`);
  const token = csrf.headers.get('x-csrftoken');
  if (!token) throw new Error(`GET /auth/csrf/ gave no X-CSRFToken header (status ${csrf.status}).`);
  const cookie = csrf.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  const response = await fetch(`${server.baseUrl}/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie },
    body: JSON.stringify({
      username: member.username,
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      discord_username: member.discordUsername,
      password: member.password,
    }),
  });
  if (response.status !== 201) throw new Error(`POST /auth/register/ answered ${response.status}: ${await response.text()}`);
  const created = (await response.json()) as { id: number };
  return created.id;
}
