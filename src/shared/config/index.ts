/** Same origin by default: `npm start` serves the SPA and the API on one port. */
export const API_URL: string = process.env.API_URL ?? '';
export const PRODUCT_NAME = 'MockPrep';
export const CHAT_SERVER_NAME = 'Discord';
export const CHAT_INVITE_URL = 'https://discord.gg/mockprep';

/** Where the community can be found; the footer shows one icon link per entry. */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/mockprep',
  linkedin: 'https://www.linkedin.com/company/mockprep',
  chatServer: CHAT_INVITE_URL,
  github: 'https://github.com/mockprep',
  email: 'mailto:hello@mockprep.org',
  website: 'https://mockprep.org',
} as const;

/**
 * The zone the server counts weeks and cutoffs in (its COMMUNITY_TIME_ZONE, API.md "Pairing"); SPEC
 * section 9 shows pool cutoffs in Pacific time. Change both together.
 */
export const COMMUNITY_TIME_ZONE = 'America/Los_Angeles';

/** The lengths and ranges the server enforces (contracts/limits.ts), so forms show them while a member types. */
export { MEMBER_LIMITS, QUESTION_LIMITS, QUESTION_BANK_LIMITS, REPORT_LIMITS, DIRECTORY_LIMITS, SIGNUP_LIMITS, FEEDBACK_LIMITS, ROOM_NOTES_LIMITS, TEST_CASE_LIMITS } from '@contracts/limits';
