import {
  SOCIAL_LINK_PREFIXES,
  SOCIAL_PROFILE_URL_PATTERNS,
  SOCIAL_SERVICE_NAMES,
  type SocialService,
} from '../config/social-links';

/** The member's profile address on the site. */
export function socialLinkUrl(service: SocialService, username: string): string {
  return SOCIAL_LINK_PREFIXES[service] + username;
}

/** What a link input holds after the member typed or pasted `input`: a pasted profile address becomes its username. */
export function usernameFromLinkInput(service: SocialService, input: string): string {
  const match = SOCIAL_PROFILE_URL_PATTERNS[service].exec(input.trim());
  return match ? match[1] : input;
}

/** The SPEC message when prefix + username is not a profile address of the site; null when valid or empty. */
export function socialLinkError(service: SocialService, username: string): string | null {
  const trimmed = username.trim();
  if (trimmed === '') return null;
  const match = SOCIAL_PROFILE_URL_PATTERNS[service].exec(socialLinkUrl(service, trimmed));
  return match?.[1] === trimmed ? null : `Please enter a valid ${SOCIAL_SERVICE_NAMES[service]} username`;
}
