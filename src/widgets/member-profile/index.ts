export { MemberProfile } from './ui/member-profile';
