import type { LiveChangeDto } from '@contracts/notifications';
import type { TagType } from './tags';

/**
 * What each change the notifications socket names (`refresh`, contracts/notifications.ts) refetches: the cache
 * entries whose screens show it. A change added to the contract fails the type-check here until it is mapped.
 */
const TAGS_OF_CHANGE: Record<LiveChangeDto, readonly TagType[]> = {
  interviews: ['Interview'],
  pair_time: ['PairTime'],
  standby: ['Standby', 'Pool'],
  feedback: ['Feedback'],
};

/** Every tag a live change may refetch: what a tab refetches after being offline, when it may have missed some. */
export const LIVE_TAGS: readonly TagType[] = [...new Set(Object.values(TAGS_OF_CHANGE).flat())];

/** The tags of these changes; names this SPA does not know (a newer server) refetch nothing. */
export function liveChangeTags(changes: readonly string[]): TagType[] {
  return [...new Set(changes.flatMap((change) => (Object.hasOwn(TAGS_OF_CHANGE, change) ? TAGS_OF_CHANGE[change as LiveChangeDto] : [])))];
}
