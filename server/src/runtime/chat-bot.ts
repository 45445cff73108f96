import type { DiscordBotHandle } from '../bot/discord-bot';
import type { AppContext } from '../context';
import { setBotInAnotherProcess, setDirectMessageSender } from '../modules/outbox/direct-messages';
import { tryBotLock, type HeldBotLock } from './bot-lock';

/** How often a process without the bot checks whether the process running it went away. */
const TAKEOVER_INTERVAL_MS = 60_000;

export interface ChatBotRunner {
  stop(): Promise<void>;
}

/** The web app stays up when the chat server is unreachable or the token is wrong; the log says why the bot is missing. */
async function startBot(ctx: AppContext): Promise<DiscordBotHandle | null> {
  try {
    // discord.js adds about 35 MB to the process: loaded only when a bot is configured.
    const { startDiscordBot } = await import('../bot/discord-bot');
    return await startDiscordBot(ctx);
  } catch (error) {
    ctx.logger.error({ err: error }, 'the Discord bot could not start; continuing without it');
    return null;
  }
}

/**
 * Runs the chat bot in this process if no other server process runs it (bot-lock.ts), else leaves notices to
 * that process and checks every minute whether it is gone. Notices carry a chat DM only where the bot runs.
 */
export async function runChatBot(ctx: AppContext): Promise<ChatBotRunner> {
  if (!ctx.config.bot.token) return { stop: async () => {} };
  let lock: HeldBotLock | null = null;
  let bot: DiscordBotHandle | null = null;
  let timer: NodeJS.Timeout | undefined;

  const tryToRun = async (): Promise<void> => {
    lock = await tryBotLock(ctx.config).catch((error: unknown) => {
      ctx.logger.warn({ err: error }, 'could not ask the database which process runs the chat bot');
      return null;
    });
    if (!lock) {
      setBotInAnotherProcess(true);
      return;
    }
    clearInterval(timer);
    bot = await startBot(ctx);
    const runningBot = bot;
    if (runningBot) {
      setDirectMessageSender((discordId, text) => runningBot.sendDirectMessage(discordId, text));
    } else {
      // No bot anywhere: this process sends notices by email rather than leaving them to nobody.
      await lock.release();
      lock = null;
    }
    setBotInAnotherProcess(false);
  };

  await tryToRun();
  if (!lock && !bot) {
    ctx.logger.info('the chat bot runs in another server process: notices are sent there, with their chat messages');
    timer = setInterval(() => void tryToRun(), TAKEOVER_INTERVAL_MS);
  }
  return {
    async stop() {
      clearInterval(timer);
      setDirectMessageSender(undefined);
      setBotInAnotherProcess(false);
      await bot?.stop();
      await (lock as HeldBotLock | null)?.release();
    },
  };
}
