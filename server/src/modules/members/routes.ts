import { badRequest, conflict, FieldErrors, forbidden, notFound } from '../../lib/http-errors';
import { bodyOf, requiredText } from '../auth/request-body';
import { currentMember } from '../auth/security';
import { violatedUniqueIndex } from '../auth/unique-violation';
import type { ModulePlugin } from '../index';
import { toMemberDto } from './dto';
import { updateMember } from './repository';
import {
  DISCORD_USERNAME_TAKEN,
  findMemberByDiscordUsername,
  INVALID_DISCORD_USERNAME,
  isValidDiscordUsername,
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
  app.get('/members/profile/', { config: { access: 'session' } }, async (request) => {
    const member = currentMember(request);
    return toMemberDto(member, member);
  });

  app.post('/members/update-discord-username', { config: { access: 'session' } }, async (request) => {
    const member = currentMember(request);
    if (member.isVerified) throw forbidden('Your account is verified: only an admin can change its Discord username now.');
    const errors = new FieldErrors();
    const discordUsername = requiredText(bodyOf(request), 'new_discord_username', errors);
    if (discordUsername && !isValidDiscordUsername(discordUsername)) errors.add('new_discord_username', INVALID_DISCORD_USERNAME);
    errors.throwIfAny();

    const holder = await findMemberByDiscordUsername(ctx.db, discordUsername);
    if (holder && holder.id !== member.id) throw conflict(DISCORD_USERNAME_TAKEN);
    try {
      const updated = await updateMember(ctx.db, member.id, { discordUsername });
      return { success: true, discord_username: updated.discordUsername };
    } catch (error) {
      if (violatedUniqueIndex(error) === null) throw error;
      throw conflict(DISCORD_USERNAME_TAKEN);
    }
  });

  app.put('/members/verify-discord/', { config: { access: 'bot' } }, async (request) => {
    const body = bodyOf(request);
    const errors = new FieldErrors();
    const username = requiredText(body, 'username', errors);
    const discordUsername = requiredText(body, 'discord_username', errors);
    const discordId = requiredText(body, 'discord_id', errors);
    errors.throwIfAny();
    if (!/^\d{1,25}$/.test(discordId)) throw badRequest('Invalid input.', { discord_id: ['A Discord id is a string of digits.'] });

    const result = await verifyDiscordMember(ctx.db, { username, discordUsername, discordId });
    switch (result.status) {
      case 'verified':
      case 'already-verified':
        return toMemberDto(result.member, null);
      case 'no-account':
        throw notFound(VERIFY_NO_ACCOUNT);
      case 'name-mismatch':
        throw conflict(VERIFY_NAME_MISMATCH);
      case 'discord-id-taken':
        throw conflict(VERIFY_DISCORD_ID_TAKEN);
    }
  });
};
