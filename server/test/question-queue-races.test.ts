import { QuestionDraw } from '../src/modules/questions/draw';
import { appendToQueue, readQueue } from '../src/modules/questions/queue';
import { insertBehavioralQuestion } from '../src/modules/questions/repository';
import { appForThisFile, signedInMember } from './helpers/test-app';

const test = appForThisFile();

async function questions(count: number, adminId: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(await insertBehavioralQuestion(test.ctx.db, { prompt: `Tell me about time ${index}.`, solution: '', followUps: '', source: '' }, adminId));
  }
  return ids;
}

describe('the question queue under concurrent writers', () => {
  it('keeps the questions of an append made while another append is not yet committed', async () => {
    const { member: admin } = await signedInMember(test, { isAdmin: true });
    const [queued, first, second] = [await questions(2, admin.id), await questions(3, admin.id), await questions(3, admin.id)];
    await test.ctx.db.transaction((tx) => appendToQueue(tx, 'behavioral', queued, new Date()));
    let appended!: () => void;
    let commit!: () => void;
    const firstAppended = new Promise<void>((resolve) => { appended = resolve; });
    const committed = new Promise<void>((resolve) => { commit = resolve; });

    // The first writer (say, seed_demo on another server process) holds its transaction open after appending.
    const firstWriter = test.ctx.db.transaction(async (tx) => {
      await appendToQueue(tx, 'behavioral', first, new Date());
      appended();
      await committed;
    });
    await firstAppended;
    const secondWriter = test.ctx.db.transaction((tx) => appendToQueue(tx, 'behavioral', second, new Date()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    commit();
    await Promise.all([firstWriter, secondWriter]);

    expect(await readQueue(test.ctx.db, 'behavioral')).toEqual([...queued, ...first, ...second]);
  });

  it('hands out the head to a pairing run and keeps what is appended meanwhile', async () => {
    const { member: admin } = await signedInMember(test, { isAdmin: true });
    const before = await readQueue(test.ctx.db, 'behavioral');
    const more = await questions(2, admin.id);
    const [taken] = await Promise.all([
      test.ctx.db.transaction(async (tx) => {
        const draw = await QuestionDraw.open(tx, '2026-11-26');
        const interviewee = { focus: 'behavioral', difficulty: 'medium', seen: new Map<string, string>() } as const;
        const pair = draw.forPair([interviewee, interviewee]);
        await draw.save(tx);
        return pair.flatMap((drawn) => drawn.behavioral);
      }),
      test.ctx.db.transaction((tx) => appendToQueue(tx, 'behavioral', more, new Date())),
    ]);
    const queue = await readQueue(test.ctx.db, 'behavioral');
    expect([...queue].sort()).toEqual([...before, ...more].sort());
    expect(taken).toEqual(before.slice(0, 2));
  });
});
