/**
 * The rules every route schema shares: text without control characters and with a length limit, ids
 * in range, nullable values, and the error body. Declared once here so that a field means the same
 * thing in every route.
 */
import { Type, type TSchemaOptions, type TSchema } from 'typebox';
import { MAX_MEMBER_ID } from './limits';

/** Tab, line feed and carriage return are the only control characters a multi-line text may hold. */
export const MULTILINE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
/** A one-line value (a name, a username, a URL) holds no control character at all. */
export const SINGLE_LINE_TEXT_PATTERN = '^[^\\u0000-\\u001F\\u007F]*$';

export const SingleLineText = (maxLength: number, options: TSchemaOptions = {}) =>
  Type.String({ maxLength, pattern: SINGLE_LINE_TEXT_PATTERN, ...options });

export const MultilineText = (maxLength: number, options: TSchemaOptions = {}) =>
  Type.String({ maxLength, pattern: MULTILINE_TEXT_PATTERN, ...options });

/** Refuses '' and spaces alone: a required value needs a character that shows. */
const NOT_BLANK = { not: { pattern: '^\\s*$' } };

export const RequiredText = (maxLength: number, options: TSchemaOptions = {}) => SingleLineText(maxLength, { ...NOT_BLANK, ...options });

export const RequiredMultilineText = (maxLength: number, options: TSchemaOptions = {}) => MultilineText(maxLength, { ...NOT_BLANK, ...options });

export const Uuid = Type.String({ format: 'uuid', maxLength: 36 });

export const MemberId = Type.Integer({ minimum: 1, maximum: MAX_MEMBER_ID });

/** A member id in a path or query string: digits only, so `1e3`, `-1` and `0x10` are refused, not coerced. */
export const MemberIdText = (errorMessage = 'Not found.') => Type.String({ pattern: '^[1-9][0-9]{0,9}$', maxLength: 10, errorMessage });

/** A UUID in a path: anything else names no object, so it is worded as the route's "not found". */
export const UuidParam = (errorMessage: string) => Type.String({ format: 'uuid', maxLength: 36, errorMessage });

export const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** An http(s) address, or '' to clear it; spaces around it are trimmed by the service. */
export const HttpUrlOrEmpty = (maxLength: number, errorMessage: string) =>
  Type.String({ maxLength, pattern: '^\\s*([Hh][Tt][Tt][Pp][Ss]?://[^\\s]+)?\\s*$', errorMessage });

export const DateTime = Type.String({ format: 'date-time' });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorBody = Type.Object(
  {
    detail: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { additionalProperties: true },
);

export const DetailBody = Type.Object({ detail: Type.String() });

