// A report names its reporter, a member: the report entity reads members through this cross-import gate.
export type { Member, MemberDto } from '../model/types';
export { mapMember } from '../lib/map-member';
export { memberDisplayName } from '../lib/member-labels';
export { memberDtoFixture } from '../lib/member-dto-fixture';
