import { DateTime } from 'luxon';
import type { members, SocialLink } from '../../db/schema';
import { FieldErrors } from '../../lib/http-errors';
import type { JsonObject } from '../auth/request-body';
import type { MemberRow } from './dto';

export type ProfileChanges = Partial<Pick<typeof members.$inferInsert,
  'firstName' | 'lastName' | 'bio' | 'major' | 'gradDate' | 'local' | 'preview' | 'role' | 'resumeUrl' | 'profilePictureUrl' | 'linkedin' | 'github' | 'leetcode'>>;

/** Free-text fields: wire name, column, longest accepted value. */
const TEXT_FIELDS = [
  { field: 'first_name', column: 'firstName', maxLength: 50 },
  { field: 'last_name', column: 'lastName', maxLength: 50 },
  { field: 'bio', column: 'bio', maxLength: 2000 },
  { field: 'major', column: 'major', maxLength: 100 },
  { field: 'local', column: 'local', maxLength: 100 },
  { field: 'preview', column: 'preview', maxLength: 160 },
  { field: 'role', column: 'role', maxLength: 60 },
] as const;

const URL_MAX_LENGTH = 2000;

/**
 * The same rule as the SPA (SPEC section 5): the SPA keeps each site's fixed prefix (github.com/,
 * linkedin.com/in/, leetcode.com/u/) and stores the rest, which must be one path segment: no slash, space,
 * query or fragment. LeetCode's old links have no /u/, so a lone "u" would be the start of an address.
 */
const PATH_SEGMENT = /^[^\s/?#]{1,100}$/;
export const SOCIAL_RULES = {
  github: { pattern: PATH_SEGMENT, message: 'Please enter a valid GitHub username' },
  leetcode: { pattern: /^(?!u$)[^\s/?#]{1,100}$/i, message: 'Please enter a valid LeetCode username' },
  linkedin: { pattern: PATH_SEGMENT, message: 'Please enter a valid LinkedIn username' },
} as const;

export type SocialSite = keyof typeof SOCIAL_RULES;
export const SOCIAL_SITES = Object.keys(SOCIAL_RULES) as SocialSite[];

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** null reads as "cleared" for text fields, so the SPA can send what an emptied input holds. */
function readText(body: JsonObject, field: string, maxLength: number, errors: FieldErrors): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (typeof value !== 'string') {
    errors.add(field, 'Not a valid string.');
    return undefined;
  }
  const trimmed = value.trim();
  if (trimmed.length > maxLength) errors.add(field, `Ensure this field has no more than ${maxLength} characters.`);
  return trimmed;
}

function readGradDate(body: JsonObject, errors: FieldErrors): string | null | undefined {
  const value = body.grad_date;
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const text = typeof value === 'string' ? value.trim() : '';
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(text) ? DateTime.fromISO(text) : null;
  if (!parsed?.isValid || parsed.year < 1900 || parsed.year > 2100) {
    errors.add('grad_date', 'Enter a valid date in the form YYYY-MM-DD.');
    return undefined;
  }
  return text;
}

function readHttpUrl(body: JsonObject, field: string, errors: FieldErrors, message: string): string | undefined {
  const value = readText(body, field, URL_MAX_LENGTH, errors);
  if (value && !isHttpUrl(value)) errors.add(field, message);
  return value;
}

/** `{username, isPrivate}`; a blank username (or null) clears the link. */
function readSocial(body: JsonObject, site: SocialSite, errors: FieldErrors): SocialLink | null | undefined {
  const value = body[site];
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors.add(site, 'Expected an object {username, isPrivate}.');
    return undefined;
  }
  const { username, isPrivate = false } = value as JsonObject;
  if (typeof username !== 'string') errors.add(site, 'username must be a string.');
  if (typeof isPrivate !== 'boolean') errors.add(site, 'isPrivate must be true or false.');
  if (typeof username !== 'string' || typeof isPrivate !== 'boolean') return undefined;
  const trimmed = username.trim();
  if (trimmed === '') return null;
  if (!SOCIAL_RULES[site].pattern.test(trimmed)) {
    errors.add(site, SOCIAL_RULES[site].message);
    return undefined;
  }
  return { username: trimmed, isPrivate };
}

/**
 * PUT /members/profile/: any subset of the editable fields; every other key (id, email, groups, ...) is ignored.
 * A picture URL is either cleared, kept, or an http(s) address: uploads go through the upload route.
 */
export function parseProfileUpdate(body: JsonObject, current: MemberRow): ProfileChanges {
  const errors = new FieldErrors();
  const changes: ProfileChanges = {};
  for (const { field, column, maxLength } of TEXT_FIELDS) {
    const value = readText(body, field, maxLength, errors);
    if (value !== undefined) changes[column] = value;
  }
  const gradDate = readGradDate(body, errors);
  if (gradDate !== undefined) changes.gradDate = gradDate;
  const resumeUrl = readHttpUrl(body, 'resume_url', errors, 'Enter a URL starting with http:// or https://.');
  if (resumeUrl !== undefined) changes.resumeUrl = resumeUrl;
  const pictureUrl = readText(body, 'profile_picture_url', URL_MAX_LENGTH, errors);
  if (pictureUrl !== undefined && pictureUrl !== current.profilePictureUrl) {
    if (pictureUrl === '' || isHttpUrl(pictureUrl)) changes.profilePictureUrl = pictureUrl;
    else errors.add('profile_picture_url', 'Enter a URL starting with http:// or https://, or upload a picture.');
  }
  for (const site of SOCIAL_SITES) {
    const link = readSocial(body, site, errors);
    if (link !== undefined) changes[site] = link;
  }
  errors.throwIfAny();
  return changes;
}
