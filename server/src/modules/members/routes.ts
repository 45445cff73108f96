import { DiscordUsernameBody, DiscordUsernameUpdated, Member, OwnProfile, VerifyDiscordBody } from '@contracts/members';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import { violatedUniqueIndex } from '../auth/unique-violation';
import type { ModulePlugin } from '../module-plugin';
import { toMemberDto, toOwnProfileDto } from './dto';
import { updateMember } from './repository';
import {
  DISCORD_USERNAME_TAKEN,
  findMemberByDiscordUsername,
  VERIFY_DISCORD_ID_TAKEN,
  VERIFY_NAME_MISMATCH,
  VERIFY_NO_ACCOUNT,
  verifyDiscordMember,
} from './verification';

/**
 * What an unverified member needs to get verified: their own profile (the SPA polls it for `is_verified`),
 * fixing the Discord username they registered with, and the bot's verification call.
 */
export const memberVerificationRoutes: ModulePlugin = async (app, { ctx }) => {
  app.get('/members/profile/', { config: { access: 'session' }, schema: { response: { 200: OwnProfile } } }, async (request) => {
    const member = currentMember(request);
    return toOwnProfileDto(member, ctx.config.publicUrl);
  });

  const updateSchema = { body: DiscordUsernameBody, response: { 200: DiscordUsernameUpdated } };
  app.post('/members/update-discord-username', { config: { access: 'session' }, schema: updateSchema }, async (request) => {
    const member = currentMember(request);
    if (member.isVerified) throw forbidden('Your account is verified: only an admin can change its Discord username now.');
    const discordUsername = request.body.new_discord_username.trim();

    const holder = await findMemberByDiscordUsername(ctx.db, discordUsername);
    if (holder && holder.id !== member.id) throw conflict(DISCORD_USERNAME_TAKEN);
    try {
      const updated = await updateMember(ctx.db, member.id, { discordUsername });
      return { success: true as const, discord_username: updated.discordUsername };
    } catch (error) {
      if (violatedUniqueIndex(error) === null) throw error;
      throw conflict(DISCORD_USERNAME_TAKEN);
    }
  });

  app.put('/members/verify-discord/', { config: { access: 'bot' }, schema: { body: VerifyDiscordBody, response: { 200: Member } } }, async (request) => {
    const username = request.body.username.trim();
    const discordUsername = request.body.discord_username.trim();
    const discordId = request.body.discord_id;

    const result = await verifyDiscordMember(ctx.db, { username, discordUsername, discordId });
    switch (result.status) {
      case 'verified':
      case 'already-verified':
        return toMemberDto(result.member, null, ctx.config.publicUrl);
      case 'no-account':
        throw notFound(VERIFY_NO_ACCOUNT);
      case 'name-mismatch':
        throw conflict(VERIFY_NAME_MISMATCH);
      case 'discord-id-taken':
        throw conflict(VERIFY_DISCORD_ID_TAKEN);
    }
  });
};
