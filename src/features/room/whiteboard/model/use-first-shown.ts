import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has ever had a size: a surface in a hidden tab has none, so the whiteboard's chunk (Excalidraw,
 * hundreds of KB) is fetched only once a member opens the tab, or when the room opens on it.
 */
export function useFirstShown(ref: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (element.offsetWidth > 0 && element.offsetHeight > 0) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shown]);
  return shown;
}
