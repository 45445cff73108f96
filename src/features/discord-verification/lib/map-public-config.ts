import type { PublicConfigDto } from '@/shared/api';

export interface PublicConfig {
  /** Whether a chat-server bot answers /verify; without one, an admin verifies members. */
  discordBotEnabled: boolean;
}

export function mapPublicConfig(dto: PublicConfigDto): PublicConfig {
  return { discordBotEnabled: dto.discord_bot_enabled === true };
}
