import type { WhiteboardElement } from '../model/types';

/**
 * Whether a remote copy of an element replaces the local one: Excalidraw's own rule (`reconcileElements`): the
 * higher `version` wins, and on a tie the lower `versionNonce`, so both browsers settle on the same copy whatever
 * order the changes arrive in. An element this member is drawing, resizing or typing in keeps its local copy.
 */
export function remoteWins(local: WhiteboardElement | undefined, remote: WhiteboardElement, editingIds: ReadonlySet<string>): boolean {
  if (!local) return true;
  if (editingIds.has(local.id)) return false;
  return remote.version > local.version || (remote.version === local.version && remote.versionNonce < local.versionNonce);
}

/** Fractional indices order the scene (then ids, as Excalidraw breaks ties); plain string order, not the locale's. */
function byIndex(a: WhiteboardElement, b: WhiteboardElement): number {
  const [left, right] = [a.index ?? '', b.index ?? ''];
  if (left !== right) return left < right ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The scene with the remote elements that win merged in, in order; null when none wins (nothing to redraw). */
export function mergeRemoteElements(
  local: readonly WhiteboardElement[],
  remote: readonly WhiteboardElement[],
  editingIds: ReadonlySet<string>,
): WhiteboardElement[] | null {
  const merged = new Map(local.map((element) => [element.id, element]));
  let changed = false;
  for (const element of remote) {
    if (!remoteWins(merged.get(element.id), element, editingIds)) continue;
    merged.set(element.id, element);
    changed = true;
  }
  return changed ? [...merged.values()].sort(byIndex) : null;
}

/** Whether a local element should be written over what the document holds (it is newer by the same rule). */
export function localIsNewer(local: WhiteboardElement, stored: WhiteboardElement | undefined): boolean {
  return !stored || local.version > stored.version || (local.version === stored.version && local.versionNonce < stored.versionNonce);
}
