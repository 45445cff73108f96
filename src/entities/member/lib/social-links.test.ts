import { socialLinkError, socialLinkUrl, usernameFromLinkInput } from './social-links';

describe('socialLinkUrl', () => {
  it('puts the fixed prefix in front of the username', () => {
    expect(socialLinkUrl('github', 'ada-l')).toBe('https://github.com/ada-l');
    expect(socialLinkUrl('linkedin', 'ada-lovelace')).toBe('https://www.linkedin.com/in/ada-lovelace');
    expect(socialLinkUrl('leetcode', 'ada_l')).toBe('https://leetcode.com/u/ada_l');
  });
});

describe('usernameFromLinkInput', () => {
  it.each([
    ['github', 'https://github.com/ada-l', 'ada-l'],
    ['github', 'http://www.github.com/ada-l/', 'ada-l'],
    ['github', 'github.com/ada-l?tab=repositories', 'ada-l'],
    ['linkedin', 'https://www.linkedin.com/in/ada-lovelace/', 'ada-lovelace'],
    ['linkedin', 'linkedin.com/in/ada-lovelace?trk=profile', 'ada-lovelace'],
    ['leetcode', 'https://leetcode.com/u/ada_l/', 'ada_l'],
    ['leetcode', 'leetcode.com/ada_l', 'ada_l'],
  ] as const)('reduces a pasted %s address %p to %p', (service, input, username) => {
    expect(usernameFromLinkInput(service, input)).toBe(username);
  });

  it.each([
    ['github', 'ada-l'],
    ['github', 'https://gitlab.com/ada-l'],
    ['linkedin', 'https://www.linkedin.com/company/acme'],
    ['leetcode', 'leetcode.com/u'],
  ] as const)('keeps %s input %p as typed', (service, input) => {
    expect(usernameFromLinkInput(service, input)).toBe(input);
  });
});

describe('socialLinkError', () => {
  it.each([
    ['github', 'ada-l'],
    ['github', ''],
    ['linkedin', 'ada-lovelace-123'],
    ['leetcode', 'ada_l'],
    ['leetcode', '  ada_l '],
  ] as const)('accepts %s username %p', (service, username) => {
    expect(socialLinkError(service, username)).toBeNull();
  });

  it.each([
    ['github', 'ada/repo', 'Please enter a valid GitHub username'],
    ['github', 'ada lovelace', 'Please enter a valid GitHub username'],
    ['linkedin', 'ada?x=1', 'Please enter a valid LinkedIn username'],
    ['linkedin', 'in/ada', 'Please enter a valid LinkedIn username'],
    ['leetcode', 'ada#top', 'Please enter a valid LeetCode username'],
    ['leetcode', 'u', 'Please enter a valid LeetCode username'],
  ] as const)('rejects %s username %p', (service, username, message) => {
    expect(socialLinkError(service, username)).toBe(message);
  });
});
