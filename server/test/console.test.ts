import { desc, eq } from 'drizzle-orm';
import { commandAudit, interviews, members, pairingWeeks } from '../src/db/schema';
import { allCommands } from '../src/modules/console/all-commands';
import { CommandUsageError, usageOf, type Command } from '../src/modules/console/command';
import { runCommand } from '../src/modules/console/runner';
import { findMemberByUsername } from '../src/modules/members/repository';
import { signedInMember, TestClient, appForThisFile } from './helpers/test-app';
import type { MemberRow } from '../src/modules/members/dto';

interface CommandAnswer {
  success: boolean;
  output: string;
  error: string;
}

const test = appForThisFile();
let admin: { member: MemberRow; client: TestClient };

beforeAll(async () => {
  admin = await signedInMember(test, { username: 'root', email: 'root@example.edu', isAdmin: true });
}, 60_000);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const run = (command: string, args: string[] = [], kwargs: Record<string, string | true> = {}) =>
  admin.client.post('/admin/command/', { command, args, kwargs });

async function lastAudit() {
  const [row] = await test.ctx.db.select().from(commandAudit).orderBy(desc(commandAudit.id)).limit(1);
  return row;
}

describe('GET /admin/command/', () => {
  it('lists the available commands with their usage', async () => {
    const response = await admin.client.get('/admin/command/');
    expect(response.statusCode).toBe(200);
    const commands = response.json().available_commands as Array<{ name: string; description: string; usage: string }>;
    const names = commands.map((command) => command.name);
    expect(names).toEqual(expect.arrayContaining(['help', 'create_admin', 'verify_member', 'make_admin', 'revoke_admin', 'list_users', 'reset_link']));
    expect(commands.find((command) => command.name === 'verify_member')).toEqual({
      name: 'verify_member',
      description: expect.any(String),
      usage: 'verify_member <username>',
    });
  });

  it('answers 401 when signed out and 403 to a non-admin', async () => {
    expect((await new TestClient(test.app).get('/admin/command/')).statusCode).toBe(401);
    const { client } = await signedInMember(test);
    const response = await client.get('/admin/command');
    expect(response.statusCode).toBe(403);
    expect((await client.post('/admin/command/', { command: 'help', args: [], kwargs: {} })).statusCode).toBe(403);
  });
});

describe('POST /admin/command/', () => {
  it('runs help and lists every command', async () => {
    const response = await run('help');
    expect(response.statusCode).toBe(200);
    const answer = response.json() as CommandAnswer;
    expect(answer).toMatchObject({ success: true, error: '' });
    expect(answer.output).toContain('revoke_admin <username>');
    expect(answer.output).toContain('list_users [--admins]');
  });

  it('answers 400 with a detail for an unknown command, and audits the attempt', async () => {
    const response = await run('drop_everything');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/Unknown command "drop_everything"/);
    expect(await lastAudit()).toMatchObject({ command: 'drop_everything', success: false, memberId: admin.member.id });
  });

  it('answers 400 with the usage for missing or extra arguments', async () => {
    const missing = await run('verify_member');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Missing argument <username>. Usage: verify_member <username>');
    const extra = await run('make_admin', ['a', 'b']);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().detail).toContain('Unexpected argument "b"');
  });

  it('refuses misspelt options with the usage instead of running the command', async () => {
    const response = await run('pair', [], { dryrun: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Unknown option "--dryrun". Usage: pair [--dry-run] [--force-current-week]');
    expect(await test.ctx.db.select().from(interviews)).toEqual([]);
    expect(await test.ctx.db.select().from(pairingWeeks)).toEqual([]);
    expect(await lastAudit()).toMatchObject({ command: 'pair', success: false });
  });

  it('takes the console\'s dry_run for --dry-run, and refuses a value on a flag', async () => {
    const dry = await run('pair', [], { dry_run: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().success).toBe(false); // an empty pool: refused, but by the command, not as a usage error
    const valued = await run('list_users', [], { admins: 'maybe' });
    expect(valued.statusCode).toBe(400);
    expect(valued.json().detail).toBe('--admins takes no value (or true/false), not "maybe". Usage: list_users [--admins]');
  });

  describe.each(allCommands.map((command) => [command.name, command] as const))('%s', (name, command) => {
    const fill = (count: number) => Array.from({ length: count }, (_, index) => `nobody${index}`);
    const required = (command.arguments ?? []).filter((argument) => !argument.optional).length;
    const requiredOptions = Object.fromEntries((command.options ?? []).filter((option) => option.required).map((option) => [option.name, 'x y z w v']));

    it('refuses an unknown option with its usage, and changes nothing', async () => {
      const auditsBefore = await test.ctx.db.select().from(commandAudit);
      const membersBefore = await test.ctx.db.select().from(members);
      const response = await run(name, fill(required), { ...requiredOptions, 'no-such-option': true });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(`Unknown option "--no-such-option". Usage: ${usageOf(command)}`);
      expect(await test.ctx.db.select().from(members)).toEqual(membersBefore);
      expect(await test.ctx.db.select().from(interviews)).toEqual([]);
      expect(await test.ctx.db.select().from(commandAudit)).toHaveLength(auditsBefore.length + 1);
    });

    it('refuses one positional argument more than it declares', async () => {
      const response = await run(name, fill((command.arguments ?? []).length + 1), requiredOptions);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(new RegExp(`^Unexpected argument "nobody\\d+"\\. Usage: ${escapeRegExp(usageOf(command))}$`));
    });
  });

  it('answers 400 for a malformed body', async () => {
    expect((await admin.client.post('/admin/command/', { args: [] })).statusCode).toBe(400);
    expect((await admin.client.post('/admin/command/', { command: 'help', args: [{ nested: true }] })).statusCode).toBe(400);
  });

  it('requires the CSRF token', async () => {
    const response = await admin.client.request({ method: 'POST', url: '/admin/command/', payload: { command: 'help' }, csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('CSRF token missing or incorrect.');
  });

  it('verifies a member, and says so when they already are', async () => {
    const { member } = await signedInMember(test, { username: 'pending', email: 'pending@example.edu', isVerified: false });
    const first = (await run('verify_member', ['Pending'])).json() as CommandAnswer;
    expect(first).toEqual({ success: true, output: 'pending is now verified.', error: '' });
    expect((await findMemberByUsername(test.ctx.db, 'pending'))?.isVerified).toBe(true);
    expect((await run('verify_member', ['pending'])).json().output).toBe('pending was already verified.');
    expect(await lastAudit()).toMatchObject({ memberId: admin.member.id, source: 'console', command: 'verify_member', args: { args: ['pending'], kwargs: {} }, success: true });
    expect(member.isVerified).toBe(false);
  });

  it('reports a failure for an unknown member as success false', async () => {
    const response = await run('make_admin', ['nobody']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, output: '', error: 'No member is named "nobody".' });
    expect(await lastAudit()).toMatchObject({ command: 'make_admin', success: false });
  });

  it('makes and revokes admins, but never the last one', async () => {
    await signedInMember(test, { username: 'helper', email: 'helper@example.edu' });
    expect((await run('make_admin', ['helper'])).json().output).toBe('helper is now an admin.');
    expect((await run('revoke_admin', ['helper'])).json().output).toBe('helper is no longer an admin.');
    const lastOne = (await run('revoke_admin', ['root'])).json() as CommandAnswer;
    expect(lastOne).toEqual({ success: false, output: '', error: 'root is the last admin; make someone else an admin first.' });
    expect((await findMemberByUsername(test.ctx.db, 'root'))?.isAdmin).toBe(true);
  });

  it('tells that an unverified new admin still needs verifying', async () => {
    await signedInMember(test, { username: 'fresh', email: 'fresh@example.edu', isVerified: false });
    expect((await run('make_admin', ['fresh'])).json().output).toBe('fresh is now an admin. They are not verified yet; run verify_member fresh too.');
    await run('revoke_admin', ['fresh']);
  });

  it('lists users as a table, or only the admins', async () => {
    const all = (await run('list_users')).json().output as string;
    const [header, ...lines] = all.split('\n');
    expect(header.split(/\s+/)).toEqual(['id', 'username', 'email', 'verified', 'admin']);
    expect(lines.find((line) => line.includes('root'))?.split(/\s+/)).toEqual([String(admin.member.id), 'root', 'root@example.edu', 'yes', 'yes']);
    expect(lines.some((line) => line.includes('pending@example.edu'))).toBe(true);
    const admins = (await run('list_users', [], { admins: true })).json().output as string;
    expect(admins.split('\n').slice(1).map((line) => line.split(/\s+/)[1])).toEqual(['root']);
  });

  it('creates a verified admin who can sign in, and never audits the password', async () => {
    const weak = (await run('create_admin', ['boss', 'boss@example.edu'], { password: '12345678' })).json() as CommandAnswer;
    expect(weak).toMatchObject({ success: false, error: 'This password is entirely numeric.' });
    const missing = await run('create_admin', ['boss', 'boss@example.edu']);
    expect(missing.statusCode).toBe(400);

    const created = (await run('create_admin', ['boss', 'boss@example.edu'], { password: 'a long enough secret' })).json() as CommandAnswer;
    expect(created.success).toBe(true);
    expect(created.output).toMatch(/^Created admin boss \(id \d+\)\.$/);
    const boss = await findMemberByUsername(test.ctx.db, 'boss');
    expect(boss).toMatchObject({ isAdmin: true, isVerified: true, email: 'boss@example.edu' });
    expect((await new TestClient(test.app).login('boss', 'a long enough secret')).statusCode).toBe(200);

    const audits = await test.ctx.db.select().from(commandAudit).where(eq(commandAudit.command, 'create_admin'));
    expect(JSON.stringify(audits)).not.toContain('a long enough secret');
    expect(audits.at(-1)?.args.kwargs).toEqual({ password: '[redacted]' });

    const taken = (await run('create_admin', ['BOSS', 'other@example.edu'], { password: 'a long enough secret' })).json() as CommandAnswer;
    expect(taken.error).toMatch(/username "BOSS" is taken/);
  });

  it('prints a working password-reset link', async () => {
    const answer = (await run('reset_link', ['root'])).json() as CommandAnswer;
    expect(answer.success).toBe(true);
    expect(answer.output).toMatch(/^Password reset link for root:\nhttp:\/\/127\.0\.0\.1:8000\/#\/password-reset-confirm\/[^/]+\/[^/]+$/);
    const [uid, token] = answer.output.split('/password-reset-confirm/')[1].split('/');
    const reset = await new TestClient(test.app).post(`/auth/password-reset-confirm/${uid}/${token}/`, { new_password: 'brand new secret' });
    expect(reset.statusCode).toBe(200);
  });
});

describe('runCommand', () => {
  const crashing: Command = {
    name: 'crash',
    description: 'Fails in an unforeseen way.',
    arguments: [{ name: 'anything' }],
    options: [{ name: 'password', value: 'password', description: 'A secret the audit must not keep.' }],
    run: async () => {
      throw new Error('relation "secret_table" does not exist');
    },
  };

  it('hides an unexpected failure behind a plain sentence, logs it, and audits a CLI run without a member', async () => {
    const logged = jest.spyOn(test.ctx.logger, 'error');
    const result = await runCommand(test.ctx, { name: 'crash', args: ['a'], kwargs: { password: 'hunter2 hunter2' }, actor: null, source: 'cli' }, [crashing]);
    expect(result).toEqual({ success: false, output: '', error: 'crash failed unexpectedly; the server log has the details.' });
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ command: 'crash' }), 'command crashed');
    expect(await lastAudit()).toMatchObject({ memberId: null, source: 'cli', command: 'crash', args: { args: ['a'], kwargs: { password: '[redacted]' } }, success: false });
    logged.mockRestore();
  });

  it('throws a usage error for a command outside the given allow-list', async () => {
    await expect(runCommand(test.ctx, { name: 'help', args: [], kwargs: {}, actor: null, source: 'cli' }, [crashing])).rejects.toThrow(CommandUsageError);
  });
});
