import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { MULTILINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '@contracts/common';

/**
 * Bodies are JSON, so their types are checked as sent: `{"title": 123}` or `{"assignee": "5"}` is refused,
 * never quietly turned into "123" or 5. Path and query parameters arrive as text and are converted to the
 * declared type (a query `?days=7` becomes 7, `force_current_week=false` becomes false). Unknown body keys are
 * dropped (API.md: unknown and read-only keys are ignored), so a handler only ever sees declared fields.
 */
function ajvFor(coerceTypes: boolean): Ajv {
  // verbose: each error carries its schema, so a schema's own `errorMessage` can word it (see messageFor).
  const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: true, allErrors: true, strict: false, verbose: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: TEXT_RULE, type: 'string', schemaType: 'string', errors: true, validate: checkTextRule });
  return ajv;
}

/**
 * The one text rule (docs/decisions.md "One text rule") holds for every string a request carries, whether or not
 * its contract says so: no zero byte or other control character (a one-line value not even a tab or line
 * break) and no half of a UTF-16 surrogate pair. PostgreSQL refuses both (a zero byte in text, a lone surrogate
 * in jsonb), so without the rule such input reached the database and came back as a 500.
 */
const TEXT_RULE = 'textRule';
type TextRule = 'single-line' | 'multiline' | 'unicode';
/** The character a contract's text pattern (`^[^…]*$`) refuses: the same class, found anywhere. */
const refusedBy = (pattern: string) => new RegExp(pattern.replace(/^\^\[\^(.*)\]\*\$$/, '[$1]'));
const CONTROL_CHARACTERS: Record<Exclude<TextRule, 'unicode'>, RegExp> = {
  'single-line': refusedBy(SINGLE_LINE_TEXT_PATTERN),
  multiline: refusedBy(MULTILINE_TEXT_PATTERN),
};

/** In a `u` regular expression a surrogate pair is one character, so only a lone half matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

type TextRuleCheck = ((rule: TextRule, text: string) => boolean) & { errors?: Partial<ErrorObject>[] };
const checkTextRule: TextRuleCheck = (rule, text) => {
  const control = rule !== 'unicode' && CONTROL_CHARACTERS[rule].test(text);
  const broken = !control && LONE_SURROGATE.test(text);
  checkTextRule.errors = control || broken ? [{ keyword: TEXT_RULE, params: { rule, problem: control ? 'control' : 'surrogate' } }] : [];
  return !control && !broken;
};

const SCHEMA_LISTS = ['anyOf', 'allOf', 'oneOf', 'prefixItems'] as const;
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;
const SCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'] as const;
type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of a route schema with the text rule on every string and on the keys of every record (console options,
 * rubric scores). A string whose contract already refuses control characters (SingleLineText, MultilineText) is
 * checked for broken Unicode only, so a zero byte gets the contract's own message once.
 */
function withTextRule(schema: Schema): Schema {
  const copy: Schema = { ...schema };
  for (const key of SCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map((item) => (isSchema(item) ? withTextRule(item) : item));
  for (const key of SCHEMA_MAPS) {
    if (isSchema(copy[key])) copy[key] = Object.fromEntries(Object.entries(copy[key]).map(([name, item]) => [name, isSchema(item) ? withTextRule(item) : item]));
  }
  for (const key of SCHEMAS) if (isSchema(copy[key])) copy[key] = withTextRule(copy[key]);
  const types = [copy.type].flat();
  if (types.includes('string') && !('const' in copy) && !('enum' in copy)) {
    const declared = copy.pattern === SINGLE_LINE_TEXT_PATTERN || copy.pattern === MULTILINE_TEXT_PATTERN;
    copy[TEXT_RULE] = declared ? 'unicode' : 'multiline';
  }
  const isRecord = isSchema(copy.patternProperties) || isSchema(copy.additionalProperties);
  if (types.includes('object') && isRecord) copy.propertyNames = { ...(isSchema(copy.propertyNames) ? copy.propertyNames : {}), type: 'string', [TEXT_RULE]: 'single-line' };
  return copy;
}

const bodyAjv = ajvFor(false);
const textAjv = ajvFor(true);

/** What every route's request parts are checked with (and the question bank's file): compiles at once. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(withTextRule(schema as Schema));

type CompiledSchema = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * A validator or serializer compiled the first time it is called: every route's request parts and responses, and
 * the question bank's file. Compiling all routes' took ~0.9 s of CPU at every start (each server test file's too)
 * and kept the code of routes an install may never serve in memory (docs/decisions.md, "Issue 31, fourth
 * session"). A schema ajv or fast-json-stringify refuses would fail its first request instead of the start:
 * wire-contract.test.ts compiles every route's schemas with these same compilers.
 */
export function compiledOnFirstUse<Compiled extends CompiledSchema>(compile: () => Compiled): Compiled {
  let compiled: Compiled | undefined;
  const check = ((data: unknown) => {
    compiled ??= compile();
    const result = compiled(data);
    // Fastify (and the bank) read a failed validation's problems from the function they were handed.
    check.errors = compiled.errors;
    return result;
  }) as Compiled;
  return check;
}

const fastJsonStringify = SerializerSelector()({}, undefined);

const isNullSchema = (schema: unknown) => isSchema(schema) && schema.type === 'null' && Object.keys(schema).every((key) => key === 'type');
/** A branch fast-json-stringify can write with `nullable: true` instead of choosing it by validation. */
const isPlainTyped = (schema: Schema) => typeof schema.type === 'string' && schema.type !== 'null' && !['anyOf', 'oneOf', 'allOf', '$ref', 'if'].some((key) => key in schema);
const isConstOf = (type: unknown) => (schema: Schema) => 'const' in schema && schema.type === type && Object.keys(schema).every((key) => key === 'const' || key === 'type');

/**
 * A response schema as fast-json-stringify writes it fastest. It picks an `anyOf` branch by running an ajv validation
 * of the value against each branch, and compiles that validator, the whole response schema, on first use: for a
 * contract's `Nullable(X)` that was a validation of X on every response, and compiling those validators was ~13 % of
 * a server test file's CPU (docs/decisions.md, "Issue 31, seventh session"). X or null, X a plain type, becomes X
 * with `nullable: true`, and a union of string (or number) constants their type with an `enum`: the same JSON for
 * every value the contract allows. Unions of objects keep their `anyOf`: the branch decides which fields are sent.
 */
function forSerialization(schema: Schema): Schema {
  const copy: Schema = { ...schema };
  for (const key of SCHEMA_MAPS) {
    if (isSchema(copy[key])) copy[key] = Object.fromEntries(Object.entries(copy[key]).map(([name, item]) => [name, isSchema(item) ? forSerialization(item) : item]));
  }
  for (const key of SCHEMAS) if (isSchema(copy[key])) copy[key] = forSerialization(copy[key]);
  for (const key of SCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map((item) => (isSchema(item) ? forSerialization(item) : item));
  if (!Array.isArray(copy.anyOf)) return copy;
  const { anyOf, ...siblings } = copy as Schema & { anyOf: Schema[] };
  const values = anyOf.filter((branch) => !isNullSchema(branch));
  const orNull = values.length < anyOf.length ? { nullable: true } : {};
  if (values.length === 1 && isPlainTyped(values[0]) && Object.keys(siblings).length === 0) return { ...values[0], ...orNull };
  const type = values[0]?.type;
  if (values.length > 0 && values.every(isConstOf(type)) && ['string', 'number', 'integer'].includes(String(type))) {
    return { ...siblings, type, enum: values.map((branch) => branch.const), ...orNull };
  }
  return copy;
}

/** Fastify's own response serializer compiler (fast-json-stringify), on the schema rewritten for it (forSerialization). */
export const serializerCompiler: typeof fastJsonStringify = (route) => fastJsonStringify({ ...route, schema: forSerialization(route.schema as Schema) });

const PATTERN_MESSAGES: Record<string, string> = {
  [SINGLE_LINE_TEXT_PATTERN]: 'Control characters (such as a zero byte or a line break) are not allowed here.',
  [MULTILINE_TEXT_PATTERN]: 'Control characters (such as a zero byte) are not allowed.',
};

/**
 * A schema may word its own failures (`errorMessage`, e.g. 'Please enter a valid GitHub username'); a missing
 * field, an over-long one and a control character keep the shared wording, which says what is wrong.
 */
function messageFor(issue: ErrorObject): string {
  const params = issue.params as Record<string, unknown>;
  const own = (issue.parentSchema as { errorMessage?: unknown } | undefined)?.errorMessage;
  const sharedRule = issue.keyword === 'maxLength' || issue.keyword === TEXT_RULE || (issue.keyword === 'pattern' && String(params.pattern) in PATTERN_MESSAGES);
  if (typeof own === 'string' && issue.keyword !== 'required' && !sharedRule) return own;
  switch (issue.keyword) {
    case 'required':
    case 'not':
      return 'This field is required.';
    case 'maxLength':
      return `Ensure this field has no more than ${params.limit} characters.`;
    case 'minLength':
      return 'This field may not be blank.';
    case 'maxItems':
      return `Ensure this list has no more than ${params.limit} items.`;
    case 'minItems':
      return `Ensure this list has at least ${params.limit} items.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${params.limit}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${params.limit}.`;
    case 'type':
      return `Expected ${params.type === 'integer' ? 'a whole number' : `a value of type ${params.type}`}.`;
    case 'format':
      return params.format === 'uuid' ? 'Not a valid id.' : `Not a valid ${params.format}.`;
    case 'pattern':
      return PATTERN_MESSAGES[String(params.pattern)] ?? 'This value has the wrong format.';
    case TEXT_RULE:
      if (params.problem === 'surrogate') return 'Text must be valid Unicode: this holds half of a surrogate pair.';
      return params.rule === 'single-line' ? PATTERN_MESSAGES[SINGLE_LINE_TEXT_PATTERN] : PATTERN_MESSAGES[MULTILINE_TEXT_PATTERN];
    case 'const':
    case 'enum':
      return `Choose one of: ${((params.allowedValues as unknown[]) ?? [params.allowedValue]).join(', ')}.`;
    default:
      return issue.message ?? 'Invalid value.';
  }
}

/** The field an issue belongs to: the top-level key, or the missing property, or `non_field_errors`. */
function fieldOf(issue: ErrorObject): string {
  const missing = (issue.params as { missingProperty?: string }).missingProperty;
  if (issue.keyword === 'required' && missing && issue.instancePath === '') return missing;
  return issue.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors';
}

/**
 * API.md Conventions: a 400 lists its problems per field. A union (`anyOf`: a value or null) reports every
 * branch it tried; only the first branch's problems are kept, the ones about the value the caller meant.
 */
export function validationErrors(issues: ErrorObject[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  // A value its own schema already refused (a username's pattern) needs no second, general reason from the text rule.
  const valueAndSchema = (issue: ErrorObject) => `${issue.instancePath} ${issue.schemaPath.slice(0, issue.schemaPath.lastIndexOf('/'))}`;
  const refusedByContract = new Set(issues.filter((issue) => issue.keyword !== TEXT_RULE).map(valueAndSchema));
  for (const issue of issues) {
    // propertyNames repeats, in general words, the key's own problem that comes before it.
    if (issue.keyword === 'anyOf' || issue.keyword === 'propertyNames') continue;
    if (issue.keyword === TEXT_RULE && refusedByContract.has(valueAndSchema(issue))) continue;
    const field = fieldOf(issue);
    const messages = (errors[field] ??= []);
    const message = messageFor(issue);
    if (!messages.includes(message) && !(messages.length > 0 && issue.keyword === 'type')) messages.push(message);
  }
  return errors;
}

export function installSchemaValidation(app: FastifyInstance): void {
  app.setValidatorCompiler((route) => compiledOnFirstUse(() => validatorCompiler(route)));
  app.setSerializerCompiler((route) => compiledOnFirstUse(() => serializerCompiler(route as Parameters<typeof serializerCompiler>[0])));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serves files (the SPA, uploads, the API docs page): no JSON contract to declare. */
    servesFiles?: boolean;
  }
  interface FastifyInstance {
    /** Every route as it was added, hidden ones included: what a test sends every route (no-500-fuzz.test.ts) reads. */
    routeTable: readonly RouteOptions[];
  }
}

/**
 * Every API route declares what it answers (and so what it reads): a route without a schema is a route
 * that trusts its caller. Collects routes as they are added; the returned check throws at start-up,
 * naming each route that declares no response schema.
 */
export function requireSchemas(app: FastifyInstance): () => void {
  const routes: RouteOptions[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  return () => {
    const missing = routes
      // OPTIONS: @fastify/cors answers preflights (CORS_ORIGINS set) with an empty 204 of its own.
      .filter((route) => !route.config?.servesFiles && route.method !== 'HEAD' && route.method !== 'OPTIONS' && !route.schema?.response)
      .map((route) => `${String(route.method)} ${route.url}`);
    if (missing.length > 0) throw new Error(`Routes without a response schema: ${missing.join(', ')}`);
  };
}
