import { BEHAVIORAL_PREVIEW_LENGTH } from '../config/preview';

/** SPEC section 2: a behavioral question is shown by its first 100 characters plus an ellipsis (only when cut). */
export function behavioralPreview(prompt: string): string {
  const text = prompt.trim();
  return text.length > BEHAVIORAL_PREVIEW_LENGTH ? `${text.slice(0, BEHAVIORAL_PREVIEW_LENGTH)}...` : text;
}
