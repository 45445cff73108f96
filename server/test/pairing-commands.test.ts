import { eq } from 'drizzle-orm';
import { availabilities, poolEntries } from '../src/db/schema';
import { CommandUsageError, type CommandKwargs } from '../src/modules/console/command';
import { runCommand } from '../src/modules/console/runner';
import type { MemberRow } from '../src/modules/members/dto';
import { gridWith, interviewsOfWeek, poolMember, queueOf, seedQueues } from './helpers/pairing-fixtures';
import { fixedClock, signedInMember, appForThisFile } from './helpers/test-app';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine; `testTimeout` in a jest project entry is ignored.
jest.setTimeout(60_000);

const clock = fixedClock('2026-03-04T20:00:00Z'); // Wednesday; the open pool is the week of March 8
const WEEK = '2026-03-08';
const test = appForThisFile({ clock });
let first: MemberRow;
let second: MemberRow;

beforeAll(async () => {
  await seedQueues(test, { technical: 4, behavioral: 0 });
  first = await poolMember(test, gridWith([1, 22, 26]));
  second = await poolMember(test, gridWith([1, 22, 26]));
});

const run = (name: string, args: string[] = [], kwargs: CommandKwargs = {}) => runCommand(test.ctx, { name, args, kwargs, actor: null, source: 'cli' });

describe('the pairing commands', () => {
  it('are offered by the admin console', async () => {
    const { client } = await signedInMember(test, { isAdmin: true });
    const names = ((await client.get('/admin/command/')).json().available_commands as Array<{ name: string }>).map((command) => command.name);
    expect(names).toEqual(expect.arrayContaining(['pool_status', 'add_to_pool', 'pair', 'send_pairing_notifications']));
    const answer = (await client.post('/admin/command/', { command: 'pool_status', args: [], kwargs: { 'force-current-week': true } })).json();
    expect(answer).toEqual(expect.objectContaining({ success: true, output: expect.stringContaining(`Week of ${WEEK}`) }));
  });
});

describe('pool_status', () => {
  it('shows the last closed pool by default and the open one with --force-current-week', async () => {
    expect((await run('pool_status')).output).toContain('Week of 2026-03-01 (not paired)');
    const { output } = await run('pool_status', [], { 'force-current-week': true });
    expect(output.split('\n')).toEqual([
      `Week of ${WEEK} (not paired)`,
      'Cutoff: 2026-03-09T06:00:00.000Z',
      'Next cutoff: 2026-03-09T06:00:00.000Z',
      'Signed up: 2',
      `- ${first.username}`,
      `- ${second.username}`,
    ]);
  });
});

describe('add_to_pool', () => {
  it('enters a member into the open pool with their saved availability', async () => {
    const member = await poolMember(test);
    const grid = gridWith([3, 10, 14]);
    await test.ctx.db.insert(availabilities).values({ memberId: member.id, grid });
    const result = await run('add_to_pool', [member.username]);
    expect(result).toEqual({ success: true, output: `Added ${member.username} to the pool for the week of ${WEEK}.`, error: '' });
    const rows = await test.ctx.db.select().from(poolEntries).where(eq(poolEntries.memberId, member.id));
    expect(rows.map((row) => [row.weekStart, row.grid])).toEqual([[WEEK, grid]]);
    await test.ctx.db.delete(poolEntries).where(eq(poolEntries.memberId, member.id));
  });

  it('fails clearly for a member without a saved availability, or an unknown one', async () => {
    const member = await poolMember(test);
    expect(await run('add_to_pool', [member.username])).toEqual({
      success: false, output: '', error: expect.stringContaining('has never saved an availability'),
    });
    expect((await run('add_to_pool', ['nobody-by-that-name'])).error).toBe('No member is named "nobody-by-that-name".');
  });

  it('needs a username', async () => {
    await expect(run('add_to_pool')).rejects.toThrow(CommandUsageError);
  });
});

describe('pair', () => {
  it('with --dry-run prints what it would do and writes nothing', async () => {
    const queueBefore = await queueOf(test, 'technical');
    const result = await run('pair', [], { 'dry-run': true, 'force-current-week': true });
    expect(result.success).toBe(true);
    expect(result.output).toContain(`Dry run for the week of ${WEEK}.`);
    expect(result.output).toContain('Pool size: 2, pairs: 1, unpaired: 0, overlap (slots) min 4, mean 4.0.');
    expect(result.output).toContain(`- ${first.username} <-> ${second.username}: 4 common slots, proposed 2026-03-10T01:00:00.000Z`);
    expect(await interviewsOfWeek(test, WEEK)).toEqual([]);
    expect(await queueOf(test, 'technical')).toEqual(queueBefore);
    expect(test.sentMail).toEqual([]);
  });

  it('accepts dry_run spelled with an underscore', async () => {
    expect((await run('pair', [], { dry_run: 'true', force_current_week: 'true' })).output).toContain('Dry run');
  });

  it('fails with the reason when the selected pool is too small', async () => {
    const result = await run('pair');
    expect(result.success).toBe(false);
    expect(result.error).toContain('The pool for the week of 2026-03-01 has 0 member(s)');
  });

  it('pairs the selected pool and notifies the pair', async () => {
    const result = await run('pair', [], { 'force-current-week': true });
    expect(result.success).toBe(true);
    expect(result.output).toContain(`Paired the week of ${WEEK}.`);
    expect(result.output).toContain('Notified 1 pair(s): 2 email(s), 0 chat message(s).');
    expect(await interviewsOfWeek(test, WEEK)).toHaveLength(2);
    expect(test.sentMail.map((message) => message.to).sort()).toEqual([first.email, second.email].sort());
    // Paired early, the week is now the last closed one: its own cutoff is printed, not the previous week's.
    const status = (await run('pool_status')).output;
    expect(status).toContain(`Week of ${WEEK} (paired)`);
    expect(status).toContain('Cutoff: 2026-03-09T06:00:00.000Z');
  });

  it('rejects an unreadable flag value', async () => {
    await expect(run('pair', [], { 'dry-run': 'perhaps' })).rejects.toThrow(CommandUsageError);
  });
});
