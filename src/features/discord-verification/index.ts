export { DiscordVerification } from './ui/discord-verification';
export { usePublicConfigQuery } from './api/verification-api';
