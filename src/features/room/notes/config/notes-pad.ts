/** Typing pauses this long before the pad is saved (and once more when the field loses focus or the pad closes). */
export const NOTES_SAVE_DELAY_MS = 800;
