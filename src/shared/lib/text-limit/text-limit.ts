/** The server's words for a value over a field's limit. */
export function tooLongMessage(maxLength: number): string {
  return `Ensure this field has no more than ${maxLength} characters.`;
}

/** The length the server checks: it trims a value before measuring it. */
export function countedLength(value: string): number {
  return value.trim().length;
}

export function isOverLimit(value: string, maxLength: number): boolean {
  return countedLength(value) > maxLength;
}

/** Whether any of `values` is over the limit given for it; fields without a limit never are. */
export function anyOverLimit<Field extends string>(values: Partial<Record<Field, unknown>>, limits: Partial<Record<Field, number>>): boolean {
  return Object.entries(limits).some(([field, max]) => {
    const value = values[field as Field];
    return typeof value === 'string' && typeof max === 'number' && isOverLimit(value, max);
  });
}
