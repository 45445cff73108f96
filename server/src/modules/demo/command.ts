import type { Command } from '../console/command';
import { DEMO_PASSWORD, DEMO_PROFILES } from './profiles';
import { seedDemo } from './seed';

export const seedDemoCommand: Command = {
  name: 'seed_demo',
  description: 'Adds demo topics, questions (queued), and verified demo members signed up for the open week. Reruns skip what exists.',
  async run(invocation) {
    const summary = await seedDemo(invocation.ctx, invocation.actor?.id ?? null);
    return [
      'Demo data:',
      `  topics created: ${summary.topicsCreated}`,
      `  technical questions created: ${summary.technicalCreated} (${summary.technicalQueued} added to the technical queue)`,
      `  behavioral questions created: ${summary.behavioralCreated} (${summary.behavioralQueued} added to the behavioral queue)`,
      `  members created: ${summary.membersCreated} (usernames like ${DEMO_PROFILES[0].username}, password: ${DEMO_PASSWORD})`,
      `  pool entries added for the week of ${summary.week}: ${summary.poolEntriesAdded}`,
    ].join('\n');
  },
};
