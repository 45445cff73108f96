import { loadConfig } from '../src/config';
import { runCommand } from '../src/modules/console/runner';
import { deliverOutbox } from '../src/modules/outbox/deliver';
import { setBotInAnotherProcess } from '../src/modules/outbox/direct-messages';
import { enqueueNotices } from '../src/modules/outbox/enqueue';
import { tryBotLock } from '../src/runtime/bot-lock';
import { poolMember } from './helpers/pairing-fixtures';
import { appForThisFile } from './helpers/test-app';

const test = appForThisFile();

afterEach(() => setBotInAnotherProcess(false));

describe('notices while the chat bot runs in another server process', () => {
  it('leaves them queued for that process (which sends each with its chat message), then sends them once it is gone', async () => {
    const member = await poolMember(test);
    await enqueueNotices(test.ctx.db, [{ key: `strike:bot-test-${member.id}`, kind: 'strike', memberId: member.id, mail: { to: member.email, subject: 'A no-show was confirmed', text: 'Body' } }], new Date());

    setBotInAnotherProcess(true);
    const deferred = await deliverOutbox(test.ctx);
    expect(deferred.leftToBotProcess).toBe(true);
    expect(test.sentMail).toEqual([]);

    setBotInAnotherProcess(false);
    const sent = await deliverOutbox(test.ctx);
    expect(sent.sent.strike).toBe(1);
    expect(test.sentMail.map((mail) => mail.subject)).toEqual(['A no-show was confirmed']);
  });

  it('tells the admin who asks to send pairing notices where they go', async () => {
    setBotInAnotherProcess(true);
    const result = await runCommand(test.ctx, { name: 'send_pairing_notifications', args: [], kwargs: {}, actor: null, source: 'cli' });
    expect(result.output).toBe('The chat bot runs in another server process: its outbox job sends the notices (with their chat messages) within a minute.');
  });
});

// TEST_DATABASE_URL is set (CI's server suite on PostgreSQL): two processes compete for the bot.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('one chat bot among several server processes', () => {
  it('lets one process run the bot and another take over once it has stopped', async () => {
    const config = loadConfig({ DATABASE_URL: test.databaseUrl, DISCORD_BOT_TOKEN: 'token' });
    const first = await tryBotLock(config);
    expect(first).not.toBeNull();
    expect(await tryBotLock(config)).toBeNull();
    await first?.release();
    const second = await tryBotLock(config);
    expect(second).not.toBeNull();
    await second?.release();
  });
});
