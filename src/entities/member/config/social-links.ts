/** The sites a member can link to, in the order they are shown. */
export const SOCIAL_SERVICES = ['github', 'linkedin', 'leetcode'] as const;

export type SocialService = (typeof SOCIAL_SERVICES)[number];

/** Fixed prefixes of the profile links (SPEC section 9): the member stores only what follows them. */
export const SOCIAL_LINK_PREFIXES: Record<SocialService, string> = {
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  leetcode: 'https://leetcode.com/u/',
};

export const SOCIAL_SERVICE_NAMES: Record<SocialService, string> = {
  github: 'GitHub',
  linkedin: 'LinkedIn',
  leetcode: 'LeetCode',
};

/**
 * SPEC section 5: a profile address on the site's host (protocol and www optional) followed by one path segment,
 * which is the username. LeetCode profiles live under /u/ today but older links omit it; a lone "u" is the start
 * of such an address, not a username.
 */
export const SOCIAL_PROFILE_URL_PATTERNS: Record<SocialService, RegExp> = {
  github: /^(?:https?:\/\/)?(?:www\.)?github\.com\/([^\s/?#]+)\/?(?:[?#]\S*)?$/i,
  linkedin: /^(?:https?:\/\/)?(?:www\.)?linkedin\.com\/in\/([^\s/?#]+)\/?(?:[?#]\S*)?$/i,
  leetcode: /^(?:https?:\/\/)?(?:www\.)?leetcode\.com\/(?:u\/)?(?!u\/?$)([^\s/?#]+)\/?(?:[?#]\S*)?$/i,
};
