import { OUTPUT_LIMIT_CHARS } from '../config/limits';

/**
 * Text that stops growing at `limit` characters (never splitting a surrogate pair) and remembers that it was
 * cut. The workers keep one per stream so that a loop printing without end sends at most the limit, and the
 * page keeps its own (it trusts no count from code that member code shares a thread with).
 */
export class CappedText {
  text = '';
  truncated = false;

  constructor(readonly limit: number = OUTPUT_LIMIT_CHARS) {}

  /** Adds what fits and returns that part ('' once full). */
  append(chunk: string): string {
    if (this.truncated || chunk === '') return '';
    const room = this.limit - this.text.length;
    if (chunk.length <= room) {
      this.text += chunk;
      return chunk;
    }
    this.truncated = true;
    let end = Math.max(room, 0);
    // A high surrogate left alone at the end would show as a replacement character.
    if (end > 0 && /[\uD800-\uDBFF]/.test(chunk[end - 1])) end -= 1;
    const accepted = chunk.slice(0, end);
    this.text += accepted;
    return accepted;
  }
}

/** `text` cut to `limit` characters as CappedText cuts it. */
export function capText(text: string, limit: number = OUTPUT_LIMIT_CHARS): { text: string; truncated: boolean } {
  const capped = new CappedText(limit);
  capped.append(text);
  return { text: capped.text, truncated: capped.truncated };
}
