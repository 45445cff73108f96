export { MemberCard } from './ui/member-card';
