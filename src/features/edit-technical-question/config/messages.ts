/** SPEC section 8, "Topic". */
export const TOPIC_MESSAGES = { created: 'Topic created.', failed: 'Error creating topic' } as const;

/** SPEC section 8: 'Topic created.' stays 9 s. */
export const TOPIC_TOAST_MS = 9000;

export const LEAVE_PROMPT = {
  title: 'Leave without saving?',
  body: 'Your changes to this question have not been saved and will be lost.',
  stay: 'Stay',
  leave: 'Leave',
} as const;
