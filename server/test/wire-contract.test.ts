/**
 * Every route the app registers (read from its OpenAPI document, which is generated from the route
 * schemas) is sent hostile input as every role: a zero byte, over-long text, wrong types, huge and
 * negative numbers, wrong shapes. Each must be refused with a 4xx `{detail}`, never a 500, and leave the
 * data as it was.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { serializerCompiler, validatorCompiler } from '../src/lib/schema-validation';
import { Feedback, FeedbackSide } from '@contracts/feedback';
import { AssociatedObject } from '@contracts/reports';
import { bothWays, branches, sampleOf, type JsonSchema } from './helpers/response-samples';
import { signedInMember, TestClient, appForThisFile, type TestApp } from './helpers/test-app';

interface OpenApiSchema {
  type?: string;
  maxLength?: number;
  properties?: Record<string, OpenApiSchema>;
  anyOf?: OpenApiSchema[];
  items?: OpenApiSchema;
}
interface OpenApiOperation {
  parameters?: Array<{ in: 'path' | 'query'; name: string; schema: OpenApiSchema }>;
  requestBody?: { content: { 'application/json': { schema: OpenApiSchema } } };
  responses: Record<string, unknown>;
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

const HUGE_TEXT_LENGTH = 100_001;
const typesOf = (schema: OpenApiSchema): string[] => (schema.anyOf ? schema.anyOf.flatMap(typesOf) : schema.type ? [schema.type] : []);

/** Values no field of this schema accepts. A field with no declared type (ignored by the server) gets none. */
function badValuesFor(schema: OpenApiSchema): unknown[] {
  const types = typesOf(schema);
  const bad: unknown[] = [];
  if (types.includes('string')) {
    bad.push('a\u0000b', 'x'.repeat((schema.maxLength ?? HUGE_TEXT_LENGTH - 1) + 1), { nested: 'object' });
    if (!types.includes('integer') && !types.includes('number')) bad.push(12345);
  }
  if (types.includes('integer') || types.includes('number')) bad.push(2 ** 31, -1, 1e308, 'twelve');
  if (types.includes('boolean')) bad.push('yes', 2);
  if (types.includes('array')) bad.push('not a list', [{ nested: 'object' }]);
  if (types.includes('object') && schema.properties) bad.push(['not', 'an', 'object'], 'text');
  return bad;
}

interface HostileRequest {
  label: string;
  method: string;
  url: string;
  payload?: unknown;
}

const fill = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '1');

/** A path with plausible ids, so a request gets past routing and has only the hostile part to refuse. */
function plainPath(path: string, operation: OpenApiOperation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') values[parameter.name] = typesOf(parameter.schema).includes('string') && !parameter.schema.maxLength ? 'x' : '1';
  }
  return values;
}

function hostileRequests(document: OpenApiDocument): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const base = plainPath(path, operation);
      for (const parameter of operation.parameters ?? []) {
        const types = typesOf(parameter.schema);
        const values = parameter.in === 'path'
          ? ['%00', '2147483648', '-1', '1e3', 'x'.repeat(5000)]
          : [
            ...(types.includes('string') ? ['a%00b', 'x'.repeat((parameter.schema.maxLength ?? 5000) + 1)] : []),
            ...(types.includes('integer') ? ['99999999999999999999', '-1', 'twelve', '1.5'] : []),
            ...(types.includes('boolean') ? ['maybe', '2'] : []),
          ];
        for (const value of values) {
          const url = parameter.in === 'path' ? fill(path, { ...base, [parameter.name]: value }) : `${fill(path, base)}?${parameter.name}=${value}`;
          requests.push({ label: `${parameter.in} ${parameter.name}=${value.slice(0, 20)}`, method, url });
        }
      }
      const body = operation.requestBody?.content['application/json'].schema;
      if (!body) continue;
      const url = fill(path, base);
      requests.push({ label: 'body is a list', method, url, payload: [1, 2] }, { label: 'body is text', method, url, payload: JSON.stringify('text') });
      for (const [field, schema] of Object.entries(body.properties ?? {})) {
        for (const value of badValuesFor(schema)) requests.push({ label: `${field}=${JSON.stringify(value).slice(0, 30)}`, method, url, payload: { [field]: value } });
      }
    }
  }
  return requests;
}

/** A fingerprint of every table a caller could change; sessions and the command audit record visits, not data. */
async function dataFingerprint(test: TestApp): Promise<Record<string, string>> {
  const rowsOf = async <T>(query: string) => ((await test.ctx.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('sessions', 'command_audit') ORDER BY 1",
  );
  const fingerprint: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [row] = await rowsOf<{ digest: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`);
    fingerprint[table] = row?.digest ?? '';
  }
  return fingerprint;
}

const test = appForThisFile();
let roles: Array<{ role: string; client: TestClient }>;

beforeAll(async () => {
  roles = [
    { role: 'anonymous', client: new TestClient(test.app) },
    { role: 'unverified member', client: (await signedInMember(test, { isVerified: false })).client },
    { role: 'member', client: (await signedInMember(test)).client },
    { role: 'admin', client: (await signedInMember(test, { isAdmin: true })).client },
  ];
}, 60_000);

function openApiOf(app: FastifyInstance): OpenApiDocument {
  return app.swagger() as unknown as OpenApiDocument;
}

describe('the inputs that gave a 500 before the contract', () => {
  it('answers a zero byte in a sign-in with 400, and the member stays signed in', async () => {
    const { client } = await signedInMember(test);
    const response = await client.post('/auth/login/', { username: 'a\u0000b', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.username).toEqual([expect.stringContaining('Control characters')]);
    expect((await client.get('/auth/session/')).statusCode).toBe(200);
  });

  it('answers a zero byte in a directory search with 400, and the member stays signed in', async () => {
    const { client } = await signedInMember(test);
    const response = await client.get('/directory/search/?q=%00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.any(String), errors: { q: [expect.stringContaining('Control characters')] } });
    expect((await client.get('/auth/session/')).statusCode).toBe(200);
  });

  it.each([
    ['a profile bio', 'put', '/members/profile/', { bio: 'line one\u0000' }, 'bio', 'Control characters'],
    ['a topic name', 'post', '/questions/topics/', { name: 'Graphs\u0000' }, 'name', 'Control characters'],
    ['a report reason', 'post', '/reports/', { type: 'member', associated_id: '1', reason: 'rude\u0000' }, 'reason', 'Control characters'],
    ['a registration', 'post', '/auth/register/', { username: 'new\u0000comer' }, 'username', 'may contain only letters, numbers'],
  ] as const)('refuses a zero byte in %s with a message on the field', async (_label, method, url, payload, field, message) => {
    const { client } = await signedInMember(test, { isAdmin: true });
    const response = await client[method](url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([expect.stringContaining(message)]);
  });

  it('answers an assignee beyond the member id range with 400, not 500', async () => {
    const { client } = await signedInMember(test, { isAdmin: true });
    const response = await client.patch('/reports/00000000-0000-4000-8000-000000000000/assign/', { assignee: 2147483648 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.assignee).toEqual([expect.any(String)]);
  });
});

describe('the wire contract', () => {
  it('documents every API route with its responses, errors included, at /api/docs/json', async () => {
    const response = await new TestClient(test.app).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApiDocument;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations).toEqual(expect.arrayContaining(['POST /auth/login/', 'PUT /members/profile/', 'GET /directory/search/', 'PATCH /reports/{id}/assign/', 'POST /admin/command/']));
    expect(operations.length).toBeGreaterThanOrEqual(36);
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['4XX', '5XX']));
    }
    expect(operations.some((operation) => operation.includes('/internal/'))).toBe(false);
  });

  it('compiles every route schema, request parts and responses alike (the app compiles each on first use)', () => {
    let compiled = 0;
    for (const route of test.app.routeTable) {
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema) continue;
      const where = { method: String(route.method), url: route.url };
      for (const httpPart of ['body', 'querystring', 'params', 'headers'] as const) {
        if (!schema[httpPart]) continue;
        expect(() => validatorCompiler({ ...where, httpPart, schema: schema[httpPart] })).not.toThrow();
        compiled += 1;
      }
      for (const [httpStatus, response] of Object.entries((schema.response ?? {}) as Record<string, { content?: Record<string, { schema: unknown }> }>)) {
        const bodies = response.content ? Object.values(response.content).map((content) => content.schema) : [response];
        for (const body of bodies) {
          expect(() => serializerCompiler({ ...where, httpStatus, schema: body })).not.toThrow();
          compiled += 1;
        }
      }
    }
    expect(compiled).toBeGreaterThan(200);
  });

  it("documents the interview room's WebSocket, with the interview id as its parameter and every message type", async () => {
    const document = (await new TestClient(test.app).get('/api/docs/json')).json() as OpenApiDocument & {
      // OpenAPI 3.0 has no `const`: a literal is written as a one-value enum.
      components: { schemas: Record<string, { anyOf: Array<{ properties: { type: { const?: string; enum?: string[] } } }> }> };
    };
    const socket = document.paths['/interview/{interviewId}/room/socket/'].get as unknown as { parameters: Array<{ name: string; in: string }>; description: string };
    expect(socket.parameters).toEqual([expect.objectContaining({ name: 'interviewId', in: 'path' })]);
    expect(socket.description).toContain('RoomClientMessage');
    const types = (name: string) => document.components.schemas[name].anyOf.map(({ properties: { type } }) => type.const ?? type.enum?.[0]);
    expect(types('RoomClientMessage')).toEqual(['sync', 'update', 'awareness', 'reveal', 'signal']);
    expect(types('RoomServerMessage')).toEqual(['welcome', 'sync', 'update', 'awareness', 'signal', 'error']);
  });

  it('refuses hostile input on every route, for every role, with a 4xx {detail} and no change to the data', async () => {
    const requests = hostileRequests(openApiOf(test.app));
    expect(requests.length).toBeGreaterThan(300);
    const before = await dataFingerprint(test);
    const accepted: string[] = [];
    for (const { role, client } of roles) {
      for (const request of requests) {
        const response = await client.request({
          method: request.method.toUpperCase() as 'GET',
          url: request.url,
          ...(request.payload !== undefined && { payload: request.payload as string, headers: { 'content-type': 'application/json' } }),
        });
        const detail = (response.json() as { detail?: unknown }).detail;
        if (response.statusCode < 400 || response.statusCode >= 500 || typeof detail !== 'string') {
          accepted.push(`${role}: ${request.method.toUpperCase()} ${request.url.slice(0, 80)} (${request.label}) -> ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(await dataFingerprint(test)).toEqual(before);
  }, 600_000);
});

describe('responses as written from the rewritten schemas (forSerialization)', () => {
  it('writes every route response the same as its contract does, for a value the contract allows', () => {
    let written = 0;
    for (const route of test.app.routeTable) {
      for (const response of Object.values((route.schema?.response ?? {}) as Record<string, unknown>)) {
        const body = (response as { content?: Record<string, { schema: unknown }> }).content ? undefined : response;
        if (!body) continue;
        for (const branch of ['first', 'last'] as const) {
          const { rewritten, original } = bothWays(body, sampleOf(body as JsonSchema, branch));
          expect(rewritten).toBe(original);
          written += 1;
        }
      }
    }
    expect(written).toBeGreaterThan(100);
  });

  it.each(branches(Feedback).map((branch) => [(branch as { properties: { rubric: { const: string } } }).properties.rubric.const, branch]))(
    "writes %s feedback with that rubric's scores, and no feedback as null",
    (_rubric, branch) => {
      const side = { submitted: true, marked_done: false, feedback: sampleOf(branch as JsonSchema, 'first') };
      const { rewritten, original } = bothWays(FeedbackSide, side);
      expect(rewritten).toBe(original);
      expect(JSON.parse(rewritten)).toEqual(side);
      expect(JSON.parse(bothWays(FeedbackSide, { ...side, feedback: null }).rewritten)).toEqual({ ...side, feedback: null });
    },
  );

  it("writes each kind of a report's object (member, questions, interview) as its contract does, and none as null", () => {
    const kinds = branches(branches(AssociatedObject).find((branch) => 'anyOf' in branch) as TSchema);
    expect(kinds).toHaveLength(5);
    for (const kind of kinds) {
      const value = sampleOf(kind as JsonSchema, 'first');
      const { rewritten, original } = bothWays(AssociatedObject, value);
      expect(rewritten).toBe(original);
      expect(JSON.parse(rewritten)).toEqual(JSON.parse(JSON.stringify(value)));
    }
    expect(bothWays(AssociatedObject, null).rewritten).toBe('null');
  });
});
