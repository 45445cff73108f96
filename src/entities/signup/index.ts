export type { SignupRecord, SignupRecordDto } from './model/types';
export { mapSignupRecord } from './lib/map-signup-record';
export { signupApi, useGetSignupsQuery } from './api/signup-api';
