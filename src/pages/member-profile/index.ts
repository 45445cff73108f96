export { MemberProfilePage } from './ui/member-profile-page';
