import { useEffect, type RefObject } from 'react';

/**
 * Names Excalidraw's menu button, which it renders as an icon with no accessible name (axe: button-name), and again
 * whenever Excalidraw renders it anew (its phone and desktop layouts have different ones).
 */
export function useNamedMenuButton(board: RefObject<HTMLElement | null>, name: string): void {
  useEffect(() => {
    const element = board.current;
    if (!element) return undefined;
    const label = () => {
      for (const button of element.querySelectorAll('.main-menu-trigger:not([aria-label])')) button.setAttribute('aria-label', name);
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [board, name]);
}
