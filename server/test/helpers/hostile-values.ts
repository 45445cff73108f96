/**
 * Values for fuzzing a route from its own JSON schema (no-500-fuzz.test.ts). A request whose every field
 * is wrong is refused by validation before anything interesting happens, so the generators here build
 * values that are well-formed except for one part: the server has to cope with exactly that part.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** Deeper than any contract nests: past it, a value is just hostile. */
const MAX_DEPTH = 6;

/** A zero byte most often: PostgreSQL refuses it in text, so it is the control character that finds bugs. */
const CONTROL_CHARACTER = fc.oneof(fc.constant('\u0000'), fc.integer({ min: 1, max: 0x1f }).map((code) => String.fromCharCode(code)), fc.constant('\u007f'));

/** Text a database, a parser or a URL may choke on, short or over-long. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('a\u0000', '\u0000', '\u0001\u001f\u007f', '\ud800', 'x\udfff', '%00', '%', '../..', "'; DROP TABLE members; --", '\u202e', ' ', ''), weight: 3 },
  { arbitrary: fc.string({ unit: fc.oneof(CONTROL_CHARACTER, fc.constantFrom('a', 'Z', '0', '%', '/', '\\', '"', '\u00e9', '\ud83d\ude00', '\ud800', '\ufeff')), minLength: 1, maxLength: 12 }), weight: 3 },
  { arbitrary: fc.constantFrom(10_001, 100_001).map((length) => 'x'.repeat(length)), weight: 1 },
);

export const hugeNumber = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, -1, 0, 1.5, -0.000001, 1e308, -1e308, Number.MAX_SAFE_INTEGER);

/** JSON text nested `depth` levels deep: parsers and validators that recurse must not fall over. */
export const nestedJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Any JSON value of the wrong kind for wherever it is put. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hugeNumber,
  fc.constantFrom(true, false, null, [], {}, [null], { '': null }, { '\u0000': 'x' }, JSON.parse(nestedJson(50)) as unknown),
  fc.jsonValue({ maxDepth: 3 }),
);

function matching(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    // A pattern fast-check cannot generate from (a lookahead): plain text, which the schema may refuse.
    return fc.string({ maxLength: 20 });
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    default: {
      if (schema.pattern) return matching(schema.pattern);
      const maxLength = Math.min(schema.maxLength ?? 30, 30);
      // Any letters of any script, and now and then the longest text the field takes.
      return fc.oneof(
        fc.string({ unit: 'grapheme', minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength }),
        fc.constant('\u00e9'.repeat(schema.maxLength ?? 30)),
      );
    }
  }
}

function plausibleNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -(2 ** 31);
  const max = schema.maximum ?? 2 ** 31 - 1;
  const inRange = integer ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) }) : fc.double({ min, max, noNaN: true });
  // The bounds themselves are where an unchecked database column overflows.
  return fc.oneof(inRange, fc.constantFrom(min, max), fc.integer({ min: Math.max(min, 0), max: Math.min(max, 100) }));
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);
const recordValueSchema = (schema: JsonSchema) =>
  Object.values(schema.patternProperties ?? {})[0] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
const plainKey = fc.stringMatching(/^[a-z_]{1,10}$/);

/** A value the schema accepts, as far as a generator can tell: it gets a request past validation to the handler. */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.jsonValue({ maxDepth: 1 });
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => plausibleValue(branch, depth + 1)));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
    case 'number':
      return plausibleNumber(schema, typeOf(schema) === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausibleValue(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)) });
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, plausibleValue(property, depth + 1)]));
      const declared = fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      const valueSchema = recordValueSchema(schema);
      if (!valueSchema) return declared;
      return fc.tuple(declared, fc.dictionary(plainKey, plausibleValue(valueSchema, depth + 1), { maxKeys: 3 })).map(([fields, entries]) => ({ ...entries, ...fields }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Every way to break the schema in one place, one arbitrary each: each property, record key and record value,
 * list item, union branch, and the whole value. A sweep can send each once, so no field goes untried.
 */
export function hostileVariants(schema: JsonSchema | undefined, depth = 0): Array<fc.Arbitrary<unknown>> {
  if (!schema || depth > MAX_DEPTH) return [wrongValue];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap((branch) => hostileVariants(branch, depth + 1));
  const withPart = (key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>) =>
    fc.tuple(plausibleValue(schema, depth), key, value).map(([rest, k, v]) => ({ ...(rest as object), [k]: v }));
  switch (typeOf(schema)) {
    case 'string':
      // A zero byte in every text field: PostgreSQL refuses it, so it is what reaches a database and fails there.
      return [fc.constantFrom('a\u0000', '\u0000'), hostileText, wrongValue];
    case 'integer':
    case 'number':
      return [hugeNumber, wrongValue];
    case 'array':
      return [
        wrongValue,
        ...hostileVariants(schema.items, depth + 1).map((bad) => fc.tuple(plausibleValue(schema, depth), bad).map(([items, item]) => [...(items as unknown[]), item])),
      ];
    case 'object': {
      const valueSchema = recordValueSchema(schema);
      return [
        wrongValue,
        ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) => hostileVariants(property, depth + 1).map((bad) => withPart(fc.constant(key), bad))),
        // A record (console options, rubric scores): its keys are the caller's text too.
        ...(valueSchema ? [withPart(hostileText, plausibleValue(valueSchema, depth + 1)), ...hostileVariants(valueSchema, depth + 1).map((bad) => withPart(plainKey, bad))] : []),
      ];
    }
    default:
      return [wrongValue];
  }
}

/** A value the schema accepts except in one place, any of them alike. */
export const oneHostilePart = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> => fc.oneof(...hostileVariants(schema));
