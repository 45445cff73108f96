// An interview names its two participants, members: the interview entity reads members through this cross-import gate.
export type { Member, MemberDto } from '../model/types';
export { mapMember } from '../lib/map-member';
export { memberDtoFixture } from '../lib/member-dto-fixture';
