import { PublicConfig } from '@contracts/config';
import type { ModulePlugin } from '../module-plugin';

/** What the SPA needs to know about this installation before anyone signs in. */
export const publicConfigRoutes: ModulePlugin = async (app, { ctx }) => {
  app.get('/config/', { config: { access: 'public' }, schema: { response: { 200: PublicConfig } } }, async () => ({
    // A bot runs in this process (token) or calls the bot route from elsewhere (API key); without either,
    // nothing answers /verify in the chat server and only an admin can verify a member.
    discord_bot_enabled: Boolean(ctx.config.bot.token || ctx.config.bot.apiKey),
  }));
};
