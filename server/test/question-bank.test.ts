/**
 * Issue 29: question banks. The shipped starter bank, the bank checks (every problem named by its entry, nothing
 * written when any entry is invalid), idempotent import, export → import → export round trips, the admin routes and
 * the console/CLI commands.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { QuestionBankDto } from '@contracts/question-bank';
import { behavioralQuestions, technicalQuestions, topics } from '../src/db/schema';
import { runCommand } from '../src/modules/console/runner';
import { bankFileText, checkedBank, inExportOrder, QuestionBankError } from '../src/modules/questions/bank';
import { readQueue } from '../src/modules/questions/queue';
import { readStarterBank, STARTER_BANK_PATH } from '../src/modules/questions/starter-bank';
import type { MemberRow } from '../src/modules/members/dto';
import { appForThisFile, createTestApp, signedInMember, type TestApp, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

const SYSTEM_DESIGN = /system[\s_-]*design/i;
const test = appForThisFile();
let admin: { member: MemberRow; client: TestClient };
let member: { client: TestClient };
let starter: QuestionBankDto;

beforeAll(async () => {
  admin = await signedInMember(test, { username: 'bankadmin', isAdmin: true });
  member = await signedInMember(test);
  starter = await readStarterBank();
});

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const problemsOf = (raw: unknown): string[] => {
  try {
    checkedBank(raw);
    return [];
  } catch (error) {
    if (error instanceof QuestionBankError) return error.problems;
    throw error;
  }
};

async function rowCounts(app: TestApp = test) {
  const [technical] = await app.ctx.db.select({ value: count() }).from(technicalQuestions);
  const [behavioral] = await app.ctx.db.select({ value: count() }).from(behavioralQuestions);
  const [topic] = await app.ctx.db.select({ value: count() }).from(topics);
  return { technical: technical.value, behavioral: behavioral.value, topics: topic.value };
}

const runCli = (app: TestApp, name: string, args: string[] = [], kwargs: Record<string, string | true> = {}) =>
  runCommand(app.ctx, { name, args, kwargs, actor: null, source: 'cli' });

describe('the starter bank (questions/starter-bank.json)', () => {
  it('passes the bank checks and is written in export order, as export_questions writes it', async () => {
    const text = await readFile(STARTER_BANK_PATH, 'utf8');
    expect(text).toBe(bankFileText(inExportOrder(checkedBank(JSON.parse(text)))));
  });

  it('has 30+ coding questions with test cases across the difficulties and topics, 10 system design prompts and 20 behavioral questions', () => {
    const coding = starter.technical.filter((question) => !SYSTEM_DESIGN.test(question.topic));
    const design = starter.technical.filter((question) => SYSTEM_DESIGN.test(question.topic));
    expect(coding.length).toBeGreaterThanOrEqual(30);
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      expect(coding.filter((question) => question.difficulty === difficulty).length).toBeGreaterThanOrEqual(8);
    }
    expect(new Set(coding.map((question) => question.topic)).size).toBeGreaterThanOrEqual(10);
    for (const question of coding) {
      const cases = question.test_spec?.cases ?? [];
      const visible = cases.filter((testCase) => !testCase.hidden).length;
      expect({ title: question.title, visible: visible >= 2 && visible <= 3, hidden: cases.length - visible >= 3 })
        .toEqual({ title: question.title, visible: true, hidden: true });
      expect(question.solution).not.toBe('');
      expect(question.follow_ups).not.toBe('');
    }
    expect(design.length).toBeGreaterThanOrEqual(10);
    expect(starter.behavioral.length).toBeGreaterThanOrEqual(20);
    for (const question of [...design, ...starter.behavioral]) {
      expect(question.solution).toMatch(/^A strong answer (covers|shows):/);
      expect(question.follow_ups).toMatch(/^- /);
    }
  });
});

describe('bank checks', () => {
  it('names the entry and the case of a value that does not match its declared type', () => {
    const bank = copy(starter);
    const question = bank.technical[3];
    question.test_spec!.cases[1].input[0] = 'not a value of the declared type';
    const name = question.test_spec!.parameters[0];
    expect(problemsOf(bank)).toEqual([`technical[3] (${question.title}): Case 2: ${name.name} must be ${name.type}.`]);
  });

  it('names the entry and the field of a missing or malformed field, and lists every problem', () => {
    const bank = copy(starter) as unknown as { technical: Array<Record<string, unknown>>; behavioral: Array<Record<string, unknown>> };
    delete bank.technical[0].prompt;
    bank.technical[1].difficulty = 'impossible';
    bank.behavioral[2].follow_ups = 42;
    const problems = problemsOf(bank);
    expect(problems).toEqual([
      `technical[0] (${String(bank.technical[0].title)}): prompt: This field is required.`,
      `technical[1] (${String(bank.technical[1].title)}): difficulty: Choose one of: easy, medium, hard.`,
      expect.stringMatching(/^behavioral\[2\] \(".+"\): follow_ups: Expected a value of type string\.$/),
    ]);
  });

  it('refuses an unknown format or version, and a question twice in one file', () => {
    expect(problemsOf({ ...copy(starter), format: 'some-other-app' })).toEqual([`format: Not a question bank: "format" must be "mockprep-question-bank".`]);
    expect(problemsOf({ ...copy(starter), version: 2 })).toEqual(['version: Unknown question bank version: this server reads version 1.']);
    expect(problemsOf([])).toEqual(['Expected a value of type object.']);
    const twice = copy(starter);
    twice.technical.push({ ...twice.technical[0], title: twice.technical[0].title.toUpperCase(), topic: ` ${twice.technical[0].topic.toLowerCase()}` });
    expect(problemsOf(twice)).toEqual([
      `technical[${starter.technical.length}] (${starter.technical[0].title.toUpperCase()}): the same title and topic as technical[0] (${starter.technical[0].title}); a bank holds each question once.`,
    ]);
  });
});

describe('POST /questions/import/ and GET /questions/export/', () => {
  it('are for admins only, and the import needs the CSRF token', async () => {
    expect((await member.client.get('/questions/export/')).statusCode).toBe(403);
    expect((await member.client.post('/questions/import/', starter)).statusCode).toBe(403);
    const withoutToken = await admin.client.request({ method: 'POST', url: '/questions/import/', payload: starter, csrf: false });
    expect(withoutToken.statusCode).toBe(403);
    expect(await rowCounts()).toEqual({ technical: 0, behavioral: 0, topics: 0 });
  });

  it('writes nothing when any entry is invalid, and names each problem', async () => {
    const bank = copy(starter);
    bank.behavioral[5].prompt = '   ';
    const response = await admin.client.post('/questions/import/', bank);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'behavioral[5]: prompt: This field is required.', errors: { bank: ['behavioral[5]: prompt: This field is required.'] } });
    expect(await rowCounts()).toEqual({ technical: 0, behavioral: 0, topics: 0 });
  });

  it('previews with dry_run, writing nothing', async () => {
    const response = await admin.client.post('/questions/import/?dry_run=true', starter);
    expect(response.statusCode).toBe(200);
    const topicNames = [...new Set(starter.technical.map((question) => question.topic))];
    expect(response.json()).toEqual({
      dry_run: true,
      technical: { added: starter.technical.length, skipped: 0, queued: starter.technical.length },
      behavioral: { added: starter.behavioral.length, skipped: 0, queued: starter.behavioral.length },
      topics_created: topicNames,
    });
    expect(await rowCounts()).toEqual({ technical: 0, behavioral: 0, topics: 0 });
  });

  it('imports the bank into the queues, and exports exactly the file it came from', async () => {
    const response = await admin.client.post('/questions/import/', starter);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dry_run: false, technical: { added: starter.technical.length, queued: starter.technical.length } });
    expect(await readQueue(test.ctx.db, 'technical')).toHaveLength(starter.technical.length);
    expect(await readQueue(test.ctx.db, 'behavioral')).toHaveLength(starter.behavioral.length);
    const questions = (await admin.client.get('/questions/technical/all/')).json() as Array<{ created_by: string }>;
    expect(questions.every((question) => question.created_by === 'bankadmin')).toBe(true);

    const exported = await admin.client.get('/questions/export/');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="mockprep-questions-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(bankFileText(exported.json())).toBe(await readFile(STARTER_BANK_PATH, 'utf8'));
  });

  it('adds nothing when the same bank is imported again', async () => {
    const before = await rowCounts();
    const response = await admin.client.post('/questions/import/', starter);
    expect(response.json()).toEqual({
      dry_run: false,
      technical: { added: 0, skipped: starter.technical.length, queued: 0 },
      behavioral: { added: 0, skipped: starter.behavioral.length, queued: 0 },
      topics_created: [],
    });
    expect(await rowCounts()).toEqual(before);
    expect(await readQueue(test.ctx.db, 'technical')).toHaveLength(starter.technical.length);
  });

  it('round-trips questions written in the admin screens into an empty installation', async () => {
    const topic = (await admin.client.post('/questions/topics/', { name: 'Bit Tricks' })).json() as { topic_id: string };
    expect((await admin.client.post('/questions/technical/', {
      title: 'Count the set bits', topic: topic.topic_id, prompt: 'How many 1 bits?', source: 'https://example.org/bits', difficulty: 'hard',
    })).statusCode).toBe(201);
    // Same title as a starter question, another topic: a different question.
    expect((await admin.client.post('/questions/technical/', { title: starter.technical[0].title, topic: topic.topic_id, prompt: 'Another take.' })).statusCode).toBe(201);
    expect((await admin.client.post('/questions/behavioral/', { prompt: 'Tell me about a tool you built for yourself.' })).statusCode).toBe(201);
    const first = (await admin.client.get('/questions/export/')).json() as QuestionBankDto;
    expect(first.technical).toHaveLength(starter.technical.length + 2);

    const fresh = await createTestApp();
    try {
      const output = await runCli(fresh, 'export_questions');
      expect(JSON.parse(output.output)).toEqual({ format: 'mockprep-question-bank', version: 1, technical: [], behavioral: [] });
      // A topic the installation has in another case is reused, not created again.
      await fresh.ctx.db.insert(topics).values({ name: 'bit tricks' });
      const imported = await runCli(fresh, 'import_questions', [await bankFile(first)]);
      expect(imported.output).not.toContain('Bit Tricks');
      const again = JSON.parse((await runCli(fresh, 'export_questions')).output) as QuestionBankDto;
      expect(again).toEqual({ ...first, technical: first.technical.map((question) => (question.topic === 'Bit Tricks' ? { ...question, topic: 'bit tricks' } : question)) });
    } finally {
      await fresh.close();
    }
  });
});

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'mockprep-bank-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));
let fileNumber = 0;
async function bankFile(content: unknown): Promise<string> {
  const file = path.join(directory, `bank-${(fileNumber += 1)}.json`);
  await writeFile(file, typeof content === 'string' ? content : bankFileText(content as QuestionBankDto));
  return file;
}

describe('import_questions and export_questions (console and CLI)', () => {
  const consoleRun = (command: string, args: string[] = [], kwargs: Record<string, string | true> = {}) =>
    admin.client.post('/admin/command/', { command, args, kwargs });

  it('imports the starter bank from the console with --starter, idempotently, and previews with --dry-run', async () => {
    const dryRun = (await consoleRun('import_questions', [], { starter: true, 'dry-run': true })).json();
    expect(dryRun).toMatchObject({ success: true });
    expect(dryRun.output).toContain('dry run, nothing written');
    expect(dryRun.output).toContain(`technical: 0 new (would be queued), ${starter.technical.length} already there`);
    const real = (await consoleRun('import_questions', [], { starter: true })).json();
    expect(real.output).toContain(`behavioral: 0 added (0 queued), ${starter.behavioral.length} already there (left unchanged)`);
  });

  it('never reads or writes server files from the console, but prints the bank', async () => {
    for (const [command, file] of [['import_questions', '/etc/passwd'], ['export_questions', '/tmp/bank.json']]) {
      const answer = (await consoleRun(command, [file])).json();
      expect(answer).toMatchObject({ success: false, error: expect.stringContaining('does not read or write files on the server') });
    }
    const printed = (await consoleRun('export_questions')).json();
    expect(JSON.parse(printed.output)).toEqual((await admin.client.get('/questions/export/')).json());
  });

  it('refuses a file and --starter together, or neither, with the usage', async () => {
    const both = await consoleRun('import_questions', ['bank.json'], { starter: true });
    expect(both.statusCode).toBe(400);
    expect(both.json().detail).toBe('Give a <file> or --starter, not both. Usage: import_questions [file] [--starter] [--dry-run]');
    expect((await consoleRun('import_questions')).statusCode).toBe(400);
  });

  it('writes and reads bank files from the CLI, refusing to overwrite without --force', async () => {
    const file = path.join(directory, 'exported.json');
    const written = await runCli(test, 'export_questions', [file]);
    expect(written).toMatchObject({ success: true, output: expect.stringMatching(/^Wrote \d+ technical and \d+ behavioral questions to /) });
    expect(await runCli(test, 'export_questions', [file])).toMatchObject({ success: false, error: `${file} exists; add --force to overwrite it.` });
    expect(await runCli(test, 'export_questions', [file], { force: true })).toMatchObject({ success: true });
    const again = await runCli(test, 'import_questions', [file]);
    expect(again.output).toMatch(/technical: 0 added \(0 queued\), \d+ already there/);
  });

  it('says why a file cannot be imported, problem by problem, and writes nothing', async () => {
    const before = await rowCounts();
    expect(await runCli(test, 'import_questions', [await bankFile('{"format": ')])).toMatchObject({ success: false, error: expect.stringMatching(/ is not JSON: /) });
    expect(await runCli(test, 'import_questions', [path.join(directory, 'missing.json')])).toMatchObject({ success: false, error: expect.stringContaining('(ENOENT)') });
    const bank = copy(starter);
    bank.technical.push({ ...copy(bank.technical[0]), title: 'A new one' });
    bank.technical[0].test_spec!.cases = bank.technical[0].test_spec!.cases.map((testCase) => ({ ...testCase, hidden: true }));
    const invalid = await runCli(test, 'import_questions', [await bankFile(bank)]);
    expect(invalid).toMatchObject({ success: false });
    expect(invalid.error.split('\n')).toEqual([`technical[0] (${starter.technical[0].title}): Show at least one case as an example.`, 'Nothing was imported.']);
    expect(await rowCounts()).toEqual(before);
  });
});
