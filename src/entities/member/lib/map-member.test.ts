import { memberDtoFixture } from './member-dto-fixture';
import { mapMember } from './map-member';

describe('mapMember', () => {
  it('renames snake_case fields to camelCase and keeps social links', () => {
    const member = mapMember(
      memberDtoFixture({ grad_date: '2027-06-15', github: { username: 'ada-l', isPrivate: false }, linkedin: { username: 'ada', isPrivate: true } }),
    );
    expect(member).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      gradDate: '2027-06-15',
      local: 'London',
      discordUsername: 'ada#1815',
      discordId: '181512345678901234',
      github: { username: 'ada-l', isPrivate: false },
      linkedin: { username: 'ada', isPrivate: true },
      leetcode: null,
    });
  });

  it('derives the verified and admin flags from the groups', () => {
    expect(mapMember(memberDtoFixture({ groups: [] }))).toMatchObject({ isVerified: false, isAdmin: false });
    expect(mapMember(memberDtoFixture({ groups: [{ name: 'is_verified' }] }))).toMatchObject({ isVerified: true, isAdmin: false });
    expect(mapMember(memberDtoFixture({ groups: [{ name: 'is_verified' }, { name: 'is_admin' }] }))).toMatchObject({
      isVerified: true,
      isAdmin: true,
    });
  });
});
