import {
  Client,
  Events,
  GatewayIntentBits,
  MessageFlags,
  SlashCommandBuilder,
  type ChatInputCommandInteraction,
} from 'discord.js';
import type { AppContext } from '../context';
import {
  VERIFY_DISCORD_ID_TAKEN,
  VERIFY_NAME_MISMATCH,
  VERIFY_NO_ACCOUNT,
  verifyDiscordMember,
  type DiscordVerification,
} from '../modules/members/verification';

export interface DiscordBotHandle {
  /** Sends a private message to a chat-server member (e.g. their interview partner for the week). */
  sendDirectMessage(discordId: string, text: string): Promise<void>;
  stop(): Promise<void>;
}

const VERIFY_COMMAND = 'verify';

function verifyCommand(productName: string) {
  return new SlashCommandBuilder()
    .setName(VERIFY_COMMAND)
    .setDescription(`Link your chat account to your ${productName} account`)
    .addStringOption((option) =>
      option.setName('username').setDescription(`Your ${productName} username`).setRequired(true).setMaxLength(150),
    );
}

function replyFor(result: DiscordVerification, ctx: AppContext): string {
  switch (result.status) {
    case 'verified':
      return `You're verified! Head back to ${ctx.config.publicUrl} to sign up for interviews.`;
    case 'already-verified':
      return 'That account is already verified.';
    case 'no-account':
      return VERIFY_NO_ACCOUNT;
    case 'name-mismatch':
      return VERIFY_NAME_MISMATCH;
    case 'discord-id-taken':
      return VERIFY_DISCORD_ID_TAKEN;
  }
}

async function handleVerify(ctx: AppContext, interaction: ChatInputCommandInteraction): Promise<void> {
  // Deferring first buys time beyond Discord's 3-second reply deadline when the database is busy.
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const result = await verifyDiscordMember(ctx.db, {
    username: interaction.options.getString('username', true),
    discordUsername: interaction.user.username,
    discordId: interaction.user.id,
  });
  ctx.logger.info({ discordId: interaction.user.id, status: result.status }, 'discord /verify');
  await interaction.editReply(replyFor(result, ctx));
}

/**
 * Connects the chat-server bot when a bot token is configured (null otherwise) and registers `/verify` in the
 * configured guild, or globally when no guild is set.
 */
export async function startDiscordBot(ctx: AppContext): Promise<DiscordBotHandle | null> {
  const { token, guildId } = ctx.config.bot;
  if (!token) return null;

  const client = new Client({ intents: [GatewayIntentBits.Guilds] });
  client.once(Events.ClientReady, (ready) => {
    const commands = [verifyCommand(ctx.config.productName).toJSON()];
    const registered = guildId ? ready.application.commands.set(commands, guildId) : ready.application.commands.set(commands);
    registered
      .then(() => ctx.logger.info({ guildId }, 'discord bot ready, /verify registered'))
      .catch((error: unknown) => ctx.logger.error({ err: error }, 'could not register the /verify command'));
  });
  client.on(Events.InteractionCreate, (interaction) => {
    if (!interaction.isChatInputCommand() || interaction.commandName !== VERIFY_COMMAND) return;
    handleVerify(ctx, interaction).catch((error: unknown) => ctx.logger.error({ err: error }, 'discord /verify failed'));
  });
  await client.login(token);

  return {
    async sendDirectMessage(discordId, text) {
      const user = await client.users.fetch(discordId);
      await user.send(text);
    },
    async stop() {
      await client.destroy();
    },
  };
}
