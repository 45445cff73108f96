/** How long an action's result may take to render (refetches after the mutation) before focus stops following it. */
const WAIT_MS = 10_000;

/**
 * Moves keyboard focus to the element with this id: now when it is on the page, else as soon as it renders. An
 * action's button often disappears with the state it changed (Confirm, Accept, a cancel), and focus would fall
 * to the page body; this puts it on what the action produced instead. While the page settles, a target that is
 * re-rendered elsewhere (the same id in its new place) gets focus again; once the member moves focus on, or after
 * a while, it lets go. Returns a function that lets go at once.
 */
export function focusWhenShown(id: string): () => void {
  let focused: HTMLElement | null = null;
  const follow = () => {
    const active = document.activeElement;
    if (focused && active !== focused && active !== document.body && active !== null) return stop();
    if (focused?.isConnected) return;
    const target = document.getElementById(id);
    target?.focus();
    focused = target && document.activeElement === target ? target : null;
  };
  const observer = new MutationObserver(follow);
  const timer = window.setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  follow();
  return stop;
}
