export type { Member, MemberDto, MemberGroupName, SocialLink, SocialLinkDto } from './model/types';
export { mapMember } from './lib/map-member';
/** For tests: a complete member as the API sends it. */
export { memberDtoFixture } from './lib/member-dto-fixture';
