import { API_URL } from '@/shared/config';
import type { Member } from '../model/types';

const GROUP_LABELS: Record<string, string> = { is_verified: 'Verified', is_admin: 'Admin' };

/** "Ada Lovelace", or the username while the member has not given a name. */
export function memberDisplayName(member: Pick<Member, 'firstName' | 'lastName' | 'username'>): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.username;
}

/** A group badge's text: 'Verified', 'Admin', or the raw name of a group the SPA does not know. */
export function groupLabel(name: string): string {
  return GROUP_LABELS[name] ?? name;
}

/** The member number as SPEC shows it, e.g. '#42'. */
export function memberNumber(member: Pick<Member, 'id'>): string {
  return `#${member.id}`;
}

/** Uploaded pictures are served by the API ('/uploads/...'), which may live on another origin than the SPA. */
export function memberPictureSrc(url: string): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') ? API_URL + url : url;
}
