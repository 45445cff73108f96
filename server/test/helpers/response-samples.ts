/**
 * Responses are written by fast-json-stringify from a copy of each route's response schema rewritten so that it
 * does not validate a value to choose a union's branch (lib/schema-validation.ts, `forSerialization`). A caller must
 * see the same JSON as before: `bothWays` writes a value with both, and `sampleOf` makes values a schema allows.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { TSchema } from 'typebox';
import { serializerCompiler } from '../../src/lib/schema-validation';

const asContractWrites = SerializerSelector()({}, undefined);
const where = { method: 'GET', url: '/example/', httpStatus: '200' };

const contractChecks = new Ajv({ strict: false });
addFormats(contractChecks);

type Write = (value: unknown) => string;
const writers = new Map<string, { rewritten: Write; original: Write; allows: ValidateFunction }>();

/** The JSON both ways, of a value the contract allows (the sampler below must not make one it refuses). */
export function bothWays(schema: unknown, value: unknown): { rewritten: string; original: string } {
  const key = JSON.stringify(schema);
  let writer = writers.get(key);
  if (!writer) {
    writer = { rewritten: serializerCompiler({ ...where, schema }), original: asContractWrites({ ...where, schema }), allows: contractChecks.compile(schema as object) };
    writers.set(key, writer);
  }
  if (!writer.allows(value)) throw new Error(`The sample is not what the contract allows: ${contractChecks.errorsText(writer.allows.errors)} in ${JSON.stringify(value)}`);
  return { rewritten: writer.rewritten(value), original: writer.original(value) };
}

export const branches = (union: TSchema) => (union as { anyOf: TSchema[] }).anyOf;

export interface JsonSchema {
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  type?: string | string[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

const SAMPLE_FORMATS: Record<string, string> = { 'date-time': '2026-11-29T18:30:00.000Z', date: '2026-11-29', uuid: '3f1c2b7e-9a4d-4c1e-8f00-5b6a7c8d9e0f' };
/** Texts for the patterns responses declare (a name, an address, a link, a time zone, base64), the first that fits. */
const SAMPLE_TEXTS = ['Ada "the first" Lovelace\u00e9', 'ada@example.com', 'https://example.com/ada', 'Europe/Berlin', '2026-11-29', 'QUJD', 'ada_lovelace', ''];

function textFor(pattern: string | undefined): string {
  const text = SAMPLE_TEXTS.find((candidate) => !pattern || new RegExp(pattern, 'u').test(candidate));
  if (text === undefined) throw new Error(`No sample text fits the pattern ${pattern}: add one to SAMPLE_TEXTS.`);
  return text;
}

/** A value the schema allows, every optional property included; of a union the first branch, or the last (often null). */
export function sampleOf(schema: JsonSchema, branch: 'first' | 'last'): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(branch === 'first' ? schema.anyOf[0] : schema.anyOf[schema.anyOf.length - 1], branch);
  switch ([schema.type].flat()[0]) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleOf(property, branch)]));
    case 'array':
      return schema.items ? Array.from({ length: Math.max(2, schema.minItems ?? 0) }, () => sampleOf(schema.items as JsonSchema, branch)) : [];
    case 'string':
      return schema.format ? SAMPLE_FORMATS[schema.format] : textFor(schema.pattern);
    case 'integer':
      return Math.min(Math.max(42, schema.minimum ?? 42), schema.maximum ?? 42);
    case 'number':
      return Math.min(Math.max(0.5, schema.minimum ?? 0.5), schema.maximum ?? 0.5);
    case 'boolean':
      return true;
    default:
      return null;
  }
}
