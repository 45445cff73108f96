/** SPEC section 8, "Question save": the same words for technical and behavioral questions. */
export const QUESTION_SAVE_MESSAGES = {
  created: 'Question created successfully',
  updated: 'Question updated successfully',
  createFailed: 'Error creating question',
  updateFailed: 'Error updating question',
} as const;

/** SPEC section 9: save confirmations last 2 s, errors 5 s. */
export const SAVE_TOAST_MS = 2000;
export const ERROR_TOAST_MS = 5000;
