import { ownProfileDtoFixture } from './member-dto-fixture';
import { mapOwnProfile } from './map-member';
import { editableProfileOf, mapProfileFieldErrors, mapProfileToDto } from './map-profile';

describe('mapProfileToDto', () => {
  it('sends the editable fields back in snake_case, unchanged by the round trip', () => {
    const dto = ownProfileDtoFixture({
      bio: 'Likes engines',
      preview: 'Analytical',
      resume_url: 'https://example.edu/ada.pdf',
      github: { username: 'ada-l', isPrivate: true },
      leetcode: { username: 'ada_l', isPrivate: false },
      reminders_enabled: false,
      interview_focus: 'system_design',
      interview_difficulty: 'hard',
      preferred_language: 'python',
      time_zone: 'Europe/London',
    });

    expect(mapProfileToDto(editableProfileOf(mapOwnProfile(dto)))).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      bio: 'Likes engines',
      major: 'Computer Science',
      grad_date: '2027-06-15',
      local: 'London',
      preview: 'Analytical',
      role: 'Student',
      resume_url: 'https://example.edu/ada.pdf',
      linkedin: null,
      github: { username: 'ada-l', isPrivate: true },
      leetcode: { username: 'ada_l', isPrivate: false },
      reminders_enabled: false,
      interview_focus: 'system_design',
      interview_difficulty: 'hard',
      preferred_language: 'python',
      time_zone: 'Europe/London',
    });
  });

  it("sends no time zone while it is unknown (''), so the stored one stays", () => {
    const profile = editableProfileOf(mapOwnProfile(ownProfileDtoFixture({ time_zone: '' })));

    expect(mapProfileToDto(profile)).not.toHaveProperty('time_zone');
  });

  it('clears an empty graduation date and links without a username', () => {
    const profile = editableProfileOf(mapOwnProfile(ownProfileDtoFixture()));

    const dto = mapProfileToDto({ ...profile, gradDate: '', github: { username: '  ', isPrivate: true }, linkedin: { username: ' ada ', isPrivate: false } });

    expect(dto).toMatchObject({ grad_date: null, github: null, linkedin: { username: 'ada', isPrivate: false } });
  });
});

describe('mapProfileFieldErrors', () => {
  it('gives the first server message of each field under its camelCase name', () => {
    expect(
      mapProfileFieldErrors({
        first_name: ['Ensure this field has no more than 50 characters.', 'second'],
        resume_url: ['Enter a URL starting with http:// or https://.'],
        github: ['Please enter a valid GitHub username'],
        email: ['ignored: not editable here'],
      }),
    ).toEqual({
      firstName: 'Ensure this field has no more than 50 characters.',
      resumeUrl: 'Enter a URL starting with http:// or https://.',
      github: 'Please enter a valid GitHub username',
    });
  });
});
