export { DiscordVerification } from './ui/discord-verification';
