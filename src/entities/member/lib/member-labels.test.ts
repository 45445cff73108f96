import { groupLabel, memberDisplayName, memberNumber } from './member-labels';

describe('member labels', () => {
  it('names a member by full name, or by username until they give one', () => {
    expect(memberDisplayName({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' })).toBe('Ada Lovelace');
    expect(memberDisplayName({ firstName: '', lastName: '', username: 'ada' })).toBe('ada');
  });

  it('labels the known groups and numbers members by id', () => {
    expect(groupLabel('is_verified')).toBe('Verified');
    expect(groupLabel('is_admin')).toBe('Admin');
    expect(groupLabel('mentors')).toBe('mentors');
    expect(memberNumber({ id: 42 })).toBe('#42');
  });
});
