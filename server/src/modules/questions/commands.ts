import type { QuestionType } from '../../db/schema';
import type { Command } from '../console/command';
import type { AppContext } from '../../context';
import { questionBankCommands } from './bank-commands';
import { QUESTION_TYPES, readQueue } from './queue';
import { behavioralQuestionsByIds, technicalQuestionsByIds } from './repository';

const NEXT_SHOWN = 3;
const PROMPT_PREVIEW = 60;

async function labels(ctx: AppContext, type: QuestionType, ids: string[]): Promise<string[]> {
  if (type === 'technical') {
    const byId = await technicalQuestionsByIds(ctx.db, ids);
    return ids.map((id) => byId.get(id)?.title ?? id);
  }
  const byId = await behavioralQuestionsByIds(ctx.db, ids);
  return ids.map((id) => {
    const prompt = byId.get(id)?.prompt ?? id;
    return prompt.length > PROMPT_PREVIEW ? `${prompt.slice(0, PROMPT_PREVIEW)}…` : prompt;
  });
}

const questionQueues: Command = {
  name: 'question_queues',
  description: 'Shows how many questions each queue holds and which come next (pairing needs at least 2 technical ones).',
  async run(invocation) {
    const report: string[] = [];
    for (const type of QUESTION_TYPES) {
      const queue = await readQueue(invocation.ctx.db, type);
      report.push(`${type} queue: ${queue.length} question${queue.length === 1 ? '' : 's'}`);
      for (const label of await labels(invocation.ctx, type, queue.slice(0, NEXT_SHOWN))) report.push(`  next: ${label}`);
    }
    return report.join('\n');
  },
};

export const questionCommands: Command[] = [questionQueues, ...questionBankCommands];
