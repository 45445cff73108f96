/** SPEC section 8, "Queue". */
export const QUEUE_MESSAGES = {
  saved: 'Queue updated successfully',
  saveFailed: 'Failed to update queue',
  /** SPEC section 8 "Data loading failures": shown with the reason beside Save when a save fails. */
  updateFailed: 'Failed to update question queue',
  loadFailed: 'Failed to load data',
  added: 'Question added to queue',
  removed: 'Question removed from queue',
} as const;

/** SPEC section 8: the added/removed toasts last 1 s; save confirmations 2 s, errors 5 s (section 9). */
export const QUEUE_CHANGE_TOAST_MS = 1000;
export const SAVE_TOAST_MS = 2000;
export const ERROR_TOAST_MS = 5000;

/** What dnd-kit's live region reads out while a question is dragged with the keyboard. */
export const DRAG_INSTRUCTIONS =
  'To add a question to the queue, press space or enter to pick it up, press an arrow key to move it over the queue, then press space or enter to drop it. Press escape to cancel.';
