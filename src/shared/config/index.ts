/** Same origin by default: `npm start` serves the SPA and the API on one port. */
export const API_URL: string = process.env.API_URL ?? '';
export const PRODUCT_NAME = 'MockPrep';
export const CHAT_SERVER_NAME = 'Discord';
export const CHAT_INVITE_URL = 'https://discord.gg/mockprep';
