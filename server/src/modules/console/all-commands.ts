import { cancellationCommands } from '../cancellations/commands';
import { seedDemoCommand } from '../demo/command';
import { engagementCommands } from '../engagement/commands';
import { feedbackCommands } from '../feedback/commands';
import { memberCommands } from '../members/commands';
import { outboxCommands } from '../outbox/commands';
import { pairingCommands } from '../pairing/commands';
import { questionCommands } from '../questions/commands';
import type { Command } from './command';
import { helpCommand } from './help-command';

/** The allow-list: every command any module offers to the console and the CLI. Modules add theirs here. */
export const allCommands: Command[] = [helpCommand(() => allCommands), ...memberCommands, ...questionCommands, seedDemoCommand, ...pairingCommands, ...engagementCommands,
  ...feedbackCommands, ...outboxCommands,
  ...cancellationCommands];
