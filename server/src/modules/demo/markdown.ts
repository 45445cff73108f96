/** Joins lines into one markdown text, so the demo content reads like the markdown it is. */
export const lines = (...parts: string[]): string => parts.join('\n');
