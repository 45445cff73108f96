import { eq } from 'drizzle-orm';
import { behavioralQuestions, questionQueues, technicalQuestions } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import type { DbOrTx } from '../src/db/client';
import { QuestionDraw, type Interviewee } from '../src/modules/questions/draw';
import { queueLength } from '../src/modules/questions/queue';
import { signedInMember, TestClient, appForThisFile } from './helpers/test-app';

const test = appForThisFile();
let admin: { member: MemberRow; client: TestClient };
let member: { member: MemberRow; client: TestClient };
let anonymous: TestClient;

beforeAll(async () => {
  admin = await signedInMember(test, { username: 'quizmaster', isAdmin: true });
  member = await signedInMember(test);
  anonymous = new TestClient(test.app);
}, 60_000);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function createTopic(name: string): Promise<string> {
  const response = await admin.client.post('/questions/topics/', { name });
  expect(response.statusCode).toBe(201);
  return response.json().topic_id as string;
}

function questionBody(topic: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Two Sum',
    topic,
    prompt: 'Find two numbers that add up to `target`.',
    solution: 'Use a hash map.',
    follow_ups: '- What if the input is sorted?',
    source: 'https://leetcode.com/problems/two-sum/',
    ...overrides,
  };
}

async function createQuestion(topic: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await admin.client.post('/questions/technical/', questionBody(topic, overrides));
  expect(response.statusCode).toBe(201);
  return response.json().question_id as string;
}

async function insertBehavioral(prompt: string): Promise<string> {
  const [row] = await test.ctx.db.insert(behavioralQuestions).values({ prompt, createdBy: admin.member.id }).returning();
  return row.id;
}

describe('topics', () => {
  it('creates a topic (201) and lists topics sorted by name to any verified member', async () => {
    const created = await admin.client.post('/questions/topics/', { name: 'Trees' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ topic_id: expect.any(String), name: 'Trees', created: expect.any(String), created_by: 'quizmaster' });
    await createTopic('arrays');

    const list = await member.client.get('/questions/topics');
    expect(list.statusCode).toBe(200);
    const names = (list.json() as Array<{ name: string }>).map((topic) => topic.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names).toEqual(expect.arrayContaining(['Trees', 'arrays']));
  });

  it('answers 409 for a name that exists in any case', async () => {
    await createTopic('Graphs');
    const response = await admin.client.post('/questions/topics/', { name: '  gRAPHS ' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/already exists/);
  });

  it('answers 400 for a missing or blank name', async () => {
    const blank = await admin.client.post('/questions/topics/', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toBeDefined();
    expect((await admin.client.post('/questions/topics/', {})).statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to non-admins creating topics', async () => {
    expect((await anonymous.get('/questions/topics/')).statusCode).toBe(401);
    expect((await member.client.post('/questions/topics/', { name: 'Heaps' })).statusCode).toBe(403);
    const unverified = await signedInMember(test, { isVerified: false });
    expect((await unverified.client.get('/questions/topics/')).statusCode).toBe(403);
  });
});

describe('technical questions', () => {
  let topicId: string;

  beforeAll(async () => {
    topicId = await createTopic('Arrays & Hashing');
  });

  it('creates a question (201) with the admin as author and approver, and reads it back', async () => {
    const response = await admin.client.post('/questions/technical/', { ...questionBody(topicId), ignored_key: 'whatever' });
    expect(response.statusCode).toBe(201);
    const question = response.json();
    expect(question).toEqual({
      question_id: expect.any(String),
      title: 'Two Sum',
      topic: { topic_id: topicId, name: 'Arrays & Hashing' },
      prompt: 'Find two numbers that add up to `target`.',
      solution: 'Use a hash map.',
      follow_ups: '- What if the input is sorted?',
      source: 'https://leetcode.com/problems/two-sum/',
      created: expect.any(String),
      created_by: 'quizmaster',
      approved_by: 'quizmaster',
      last_assigned: null,
      difficulty: 'medium',
      test_spec: null,
    });

    const read = await admin.client.get(`/questions/technical/${question.question_id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(question);
    // A member with no interview holding it may not read it at all (server/test/question-access.test.ts has every role).
    expect((await member.client.get(`/questions/technical/${question.question_id}/`)).statusCode).toBe(404);
  });

  it('accepts a question without the optional fields', async () => {
    const response = await admin.client.post('/questions/technical/', { title: 'Bare', topic: topicId, prompt: 'Just a prompt.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ solution: '', follow_ups: '', source: '' });
  });

  it('sets a difficulty at creation, changes it on update, keeps it when an update does not send one, and refuses others', async () => {
    const created = await admin.client.post('/questions/technical/', questionBody(topicId, { difficulty: 'hard' }));
    expect(created.json()).toMatchObject({ difficulty: 'hard' });
    const id = created.json().question_id as string;
    expect((await admin.client.put(`/questions/technical/${id}/`, questionBody(topicId, { difficulty: 'easy' }))).json()).toMatchObject({ difficulty: 'easy' });
    expect((await admin.client.put(`/questions/technical/${id}/`, questionBody(topicId, { title: 'Renamed' }))).json()).toMatchObject({ title: 'Renamed', difficulty: 'easy' });
    const refused = await admin.client.put(`/questions/technical/${id}/`, questionBody(topicId, { difficulty: 'brutal' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.difficulty).toEqual(['Choose one of: easy, medium, hard.']);
  });

  it('answers 400 naming each missing required field', async () => {
    const response = await admin.client.post('/questions/technical/', { solution: 'only this' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['prompt', 'title', 'topic']);
  });

  it('answers 400 for a source that is not an http(s) URL', async () => {
    for (const source of ['not a url', 'javascript:alert(1)', 'ftp://example.com/file']) {
      const response = await admin.client.post('/questions/technical/', questionBody(topicId, { source }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.source).toBeDefined();
    }
  });

  it('answers 400 for an unknown topic', async () => {
    for (const topic of [UNKNOWN_ID, 'not-a-uuid']) {
      const response = await admin.client.post('/questions/technical/', questionBody(topic));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.topic).toEqual(['Unknown topic.']);
    }
  });

  it('updates a question (200), ignoring extra and read-only keys', async () => {
    const id = await createQuestion(topicId, { title: 'Old title' });
    const otherTopic = await createTopic('Dynamic Programming');
    const response = await admin.client.put(`/questions/technical/${id}`, {
      ...questionBody(otherTopic, { title: 'New title', source: '' }),
      question_id: UNKNOWN_ID,
      created_by: 'someone-else',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      question_id: id,
      title: 'New title',
      topic: { topic_id: otherTopic, name: 'Dynamic Programming' },
      source: '',
      created_by: 'quizmaster',
    });
  });

  it('answers 400 for an invalid update and 404 for an unknown question', async () => {
    const id = await createQuestion(topicId);
    expect((await admin.client.put(`/questions/technical/${id}/`, questionBody(topicId, { title: '' }))).statusCode).toBe(400);
    expect((await admin.client.put(`/questions/technical/${UNKNOWN_ID}/`, questionBody(topicId))).statusCode).toBe(404);
    expect((await member.client.get(`/questions/technical/${UNKNOWN_ID}/`)).statusCode).toBe(404);
    expect((await member.client.get('/questions/technical/not-a-uuid/')).statusCode).toBe(404);
  });

  it('lists every technical question to admins only', async () => {
    const id = await createQuestion(topicId, { title: 'Listed question' });
    const response = await admin.client.get('/questions/technical/all');
    expect(response.statusCode).toBe(200);
    expect((response.json() as Array<{ question_id: string }>).map((question) => question.question_id)).toContain(id);
    expect((await member.client.get('/questions/technical/all/')).statusCode).toBe(403);
    expect((await anonymous.get('/questions/technical/all/')).statusCode).toBe(401);
  });

  it('refuses writes by non-admins (403) and signed-out callers (401)', async () => {
    const id = await createQuestion(topicId);
    expect((await member.client.post('/questions/technical/', questionBody(topicId))).statusCode).toBe(403);
    expect((await member.client.put(`/questions/technical/${id}/`, questionBody(topicId))).statusCode).toBe(403);
    expect((await anonymous.post('/questions/technical/', questionBody(topicId))).statusCode).toBe(401);
    expect((await anonymous.get(`/questions/technical/${id}/`)).statusCode).toBe(401);
  });
});

describe('behavioral questions', () => {
  it('lists them to admins with usernames for authorship', async () => {
    const id = await insertBehavioral('Tell me about a time you failed.');
    const response = await admin.client.get('/questions/behavioral/all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      question_id: id,
      prompt: 'Tell me about a time you failed.',
      solution: '',
      follow_ups: '',
      source: '',
      created: expect.any(String),
      created_by: 'quizmaster',
      approved_by: null,
      last_assigned: null,
      difficulty: 'medium',
    });
    expect((await member.client.get('/questions/behavioral/all/')).statusCode).toBe(403);
    expect((await anonymous.get('/questions/behavioral/all')).statusCode).toBe(401);
  });
});

describe('behavioral question writes (added to API.md, docs/decisions.md)', () => {
  const behavioralBody = {
    prompt: 'Tell me about a time you **disagreed** with a teammate.',
    solution: 'Listen for ownership.',
    follow_ups: '- What would you do differently?',
    source: 'https://example.com/behavioral',
  };

  it('creates a behavioral question (201) with the admin as author and approver, listed afterwards', async () => {
    const response = await admin.client.post('/questions/behavioral/', { ...behavioralBody, title: 'ignored', question_id: UNKNOWN_ID });
    expect(response.statusCode).toBe(201);
    const question = response.json();
    expect(question).toEqual({
      question_id: expect.any(String),
      prompt: behavioralBody.prompt,
      solution: behavioralBody.solution,
      follow_ups: behavioralBody.follow_ups,
      source: behavioralBody.source,
      created: expect.any(String),
      created_by: 'quizmaster',
      approved_by: 'quizmaster',
      last_assigned: null,
      difficulty: 'medium',
    });
    expect(question.question_id).not.toBe(UNKNOWN_ID);
    expect((await admin.client.get('/questions/behavioral/all')).json()).toContainEqual(question);
  });

  it('updates a behavioral question (200) and keeps its authorship', async () => {
    const id = await insertBehavioral('Old prompt');
    const response = await admin.client.put(`/questions/behavioral/${id}`, { prompt: '  New prompt  ', created_by: 'someone-else' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ question_id: id, prompt: 'New prompt', solution: '', source: '', created_by: 'quizmaster' });
  });

  it('answers 400 for a blank prompt or a source that is not an http(s) URL, and 404 for an unknown question', async () => {
    const blank = await admin.client.post('/questions/behavioral/', { prompt: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.prompt).toBeDefined();
    const badSource = await admin.client.post('/questions/behavioral/', { prompt: 'Fine', source: 'javascript:alert(1)' });
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().errors.source).toBeDefined();
    expect((await admin.client.put(`/questions/behavioral/${UNKNOWN_ID}/`, { prompt: 'x' })).statusCode).toBe(404);
    expect((await admin.client.put('/questions/behavioral/not-a-uuid/', { prompt: 'x' })).statusCode).toBe(404);
  });

  it('refuses writes by non-admins (403), signed-out callers (401) and requests without the CSRF token (403)', async () => {
    const id = await insertBehavioral('Guarded prompt');
    expect((await member.client.post('/questions/behavioral/', behavioralBody)).statusCode).toBe(403);
    expect((await member.client.put(`/questions/behavioral/${id}/`, behavioralBody)).statusCode).toBe(403);
    expect((await anonymous.post('/questions/behavioral/', behavioralBody)).statusCode).toBe(401);
    const withoutToken = await admin.client.request({ method: 'POST', url: '/questions/behavioral/', payload: behavioralBody, csrf: false });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().detail).toBe('CSRF token missing or incorrect.');
  });
});

describe('question queues', () => {
  let topicId: string;

  beforeAll(async () => {
    topicId = await createTopic('Queued topic');
  });

  it('reads an empty queue before anything was saved', async () => {
    const response = await admin.client.get('/questions/behavioral/queue/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ question_queue: [] });
  });

  it('replaces the order on PUT and reads it back', async () => {
    const [a, b, c] = [await createQuestion(topicId), await createQuestion(topicId), await createQuestion(topicId)];
    const saved = await admin.client.put('/questions/technical/queue/', { question_queue: [c, a, b] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ question_queue: [c, a, b] });
    await admin.client.put('/questions/technical/queue', { question_queue: [b, c] });
    expect((await admin.client.get('/questions/technical/queue')).json()).toEqual({ question_queue: [b, c] });
  });

  it('does not queue a newly created question by itself', async () => {
    const before = (await admin.client.get('/questions/technical/queue/')).json().question_queue as string[];
    const id = await createQuestion(topicId);
    const after = (await admin.client.get('/questions/technical/queue/')).json().question_queue as string[];
    expect(after).toEqual(before);
    expect(after).not.toContain(id);
  });

  it('answers 400 for duplicate ids, unknown ids, ids of the other type, and a malformed body', async () => {
    const technical = await createQuestion(topicId);
    const behavioral = await insertBehavioral('Describe a conflict with a teammate.');
    const cases: Array<[string, unknown]> = [
      ['/questions/technical/queue/', { question_queue: [technical, technical] }],
      ['/questions/technical/queue/', { question_queue: [technical, UNKNOWN_ID] }],
      ['/questions/technical/queue/', { question_queue: ['not-a-uuid'] }],
      ['/questions/technical/queue/', { question_queue: [behavioral] }],
      ['/questions/behavioral/queue/', { question_queue: [technical] }],
      ['/questions/behavioral/queue/', { question_queue: 'nope' }],
      ['/questions/behavioral/queue/', { question_queue: [42] }],
      ['/questions/behavioral/queue/', {}],
    ];
    for (const [url, body] of cases) {
      const response = await admin.client.put(url, body);
      expect({ url, body, status: response.statusCode }).toEqual({ url, body, status: 400 });
      expect(response.json().errors.question_queue.length).toBeGreaterThan(0);
    }
    const saved = await admin.client.put('/questions/behavioral/queue/', { question_queue: [behavioral] });
    expect(saved.json()).toEqual({ question_queue: [behavioral] });
  });

  it('is for admins only', async () => {
    expect((await member.client.get('/questions/technical/queue/')).statusCode).toBe(403);
    expect((await member.client.put('/questions/behavioral/queue/', { question_queue: [] })).statusCode).toBe(403);
    expect((await anonymous.get('/questions/behavioral/queue/')).statusCode).toBe(401);
  });
});

describe('QuestionDraw and queueLength', () => {
  const mixed = { focus: 'mixed', difficulty: 'medium', seen: new Map<string, string>() } as const;
  const drawPair = (tx: DbOrTx, today: string, interviewees: readonly [Interviewee, Interviewee] = [mixed, mixed]) =>
    QuestionDraw.open(tx, today).then(async (draw) => {
      const drawn = draw.forPair(interviewees);
      await draw.save(tx);
      return drawn;
    });

  it('hands out the head, moves it to the back and stamps last_assigned, inside the caller\'s transaction', async () => {
    const topicId = await createTopic('Rotation topic');
    const ids = [await createQuestion(topicId), await createQuestion(topicId), await createQuestion(topicId)];
    await admin.client.put('/questions/technical/queue/', { question_queue: ids });

    const [first, second] = await test.ctx.db.transaction(async (tx) => {
      expect(await queueLength(tx, 'technical')).toBe(3);
      return drawPair(tx, '2026-03-08');
    });
    expect([first.technical, second.technical]).toEqual([[ids[0]], [ids[1]]]);
    expect((await admin.client.get('/questions/technical/queue/')).json().question_queue).toEqual([ids[2], ids[0], ids[1]]);
    const stamped = await test.ctx.db.select().from(technicalQuestions).where(eq(technicalQuestions.id, ids[0]));
    expect(stamped[0].lastAssigned).toBe('2026-03-08');
    expect((await admin.client.get(`/questions/technical/${ids[2]}/`)).json().last_assigned).toBeNull();

    const next = await test.ctx.db.transaction((tx) => drawPair(tx, '2026-03-15'));
    expect(next.map((drawn) => drawn.technical)).toEqual([[ids[2]], [ids[0]]]);
  });

  it('rolls back with the caller\'s transaction', async () => {
    const before = (await admin.client.get('/questions/technical/queue/')).json().question_queue as string[];
    await expect(test.ctx.db.transaction(async (tx) => {
      await drawPair(tx, '2026-03-22');
      throw new Error('pairing failed');
    })).rejects.toThrow('pairing failed');
    expect((await admin.client.get('/questions/technical/queue/')).json().question_queue).toEqual(before);
  });

  it('gives nothing, with a note for the interviewer, from a queue that was never saved', async () => {
    await test.ctx.db.delete(questionQueues).where(eq(questionQueues.type, 'behavioral'));
    const behavioral = { focus: 'behavioral', difficulty: 'medium', seen: new Map<string, string>() } as const;
    const [drawn] = await test.ctx.db.transaction((tx) => drawPair(tx, '2026-03-08', [behavioral, behavioral]));
    expect(drawn.behavioral).toEqual([]);
    expect(drawn.note).toBe('No medium behavioral question was left in the queue; this interview has none of that kind.');
    expect(await queueLength(test.ctx.db, 'behavioral')).toBe(0);
  });
});
