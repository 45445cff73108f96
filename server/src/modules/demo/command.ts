import type { Command } from '../console/command';
import { DEMO_PASSWORD, DEMO_PROFILES } from './profiles';
import { seedDemo } from './seed';

export const seedDemoCommand: Command = {
  name: 'seed_demo',
  description: 'Imports the starter question bank (queued, as import_questions --starter) and adds verified demo members signed up for the open week. Reruns skip what exists.',
  async run(invocation) {
    const summary = await seedDemo(invocation.ctx, invocation.actor?.id ?? null);
    const { questions } = summary;
    return [
      'Demo data:',
      `  topics created: ${questions.topics_created.length}`,
      `  technical questions created: ${questions.technical.added} (${questions.technical.queued} added to the technical queue), ${questions.technical.skipped} already there`,
      `  behavioral questions created: ${questions.behavioral.added} (${questions.behavioral.queued} added to the behavioral queue), ${questions.behavioral.skipped} already there`,
      `  members created: ${summary.membersCreated} (usernames like ${DEMO_PROFILES[0].username}, password: ${DEMO_PASSWORD})`,
      `  pool entries added for the week of ${summary.week}: ${summary.poolEntriesAdded}`,
    ].join('\n');
  },
};
