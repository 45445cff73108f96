/** How long an action's result may take to render (a refetch after the mutation) before focus stops waiting for it. */
const WAIT_MS = 10_000;

/**
 * Moves keyboard focus to the element with this id: now when it is on the page, else as soon as it renders. An
 * action's button often disappears with the state it changed (Confirm, Accept, a cancel), and focus would fall
 * to the page body; this puts it on what the action produced instead. Gives up quietly after a while.
 */
export function focusWhenShown(id: string): void {
  const focus = () => {
    const target = document.getElementById(id);
    target?.focus();
    return target !== null && document.activeElement === target;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
