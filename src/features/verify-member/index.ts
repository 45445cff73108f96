export { VerifyMemberButton } from './ui/verify-member-button';
