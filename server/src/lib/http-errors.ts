/** An error the client caused (or may see): becomes `{ detail, errors? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);

/** `first_name` → `First name`: a wire field as a reader would name it. */
function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The first problem of a 400, named by its field: a client that shows only `detail` still says what to fix
 * ("Password: This password is too short. …"). Problems that belong to no field read on their own.
 */
export function firstReason(errors: Record<string, string[]>): string {
  for (const [field, messages] of Object.entries(errors)) {
    const [message] = messages;
    if (message) return field === 'non_field_errors' ? message : `${fieldLabel(field)}: ${message}`;
  }
  return 'Invalid input.';
}

/** A 400 for bad fields (API.md Conventions): `errors` per field, and `detail` the first of them. */
export const invalidFields = (errors: Record<string, string[]>) => new HttpError(400, firstReason(errors), errors);
export const unauthorized = (detail = 'Authentication credentials were not provided.') => new HttpError(401, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

/** Collects field errors and throws one 400 carrying all of them. */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): this {
    (this.errors[field] ??= []).push(message);
    return this;
  }

  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(): void {
    if (!this.isEmpty) throw invalidFields(this.errors);
  }
}
