export { RETURN_PARAM, safeReturnPath, signInPathReturningTo } from './return-path';
