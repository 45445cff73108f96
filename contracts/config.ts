/** GET /config/ (decisions.md "Additions to the API"). */
import { Type, type Static } from 'typebox';

/** GET /config/: what the SPA needs to know about this installation before anyone signs in. */
export const PublicConfig = Type.Object({
  /** A chat-server bot answers /verify; without one, an admin verifies members. */
  discord_bot_enabled: Type.Boolean(),
});
export type PublicConfigDto = Static<typeof PublicConfig>;
