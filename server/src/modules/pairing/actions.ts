/** What the route, the console command and the cutoff job do: pair a week, then tell everyone concerned. */
import type { AppContext } from '../../context';
import { notifyUnpaired, sendPairingNotifications, type NotificationReport } from './notifications';
import { runPairing, type PairingRun } from './service';
import type { WeekStart } from './weeks';

export interface PairingOutcome {
  run: PairingRun;
  notifications: NotificationReport;
}

/** Pairs (or re-pairs) the week, then emails the new pairs and the newly unpaired once the pairing is written. */
export async function pairWeekAndNotify(ctx: AppContext, options: { weekStart: WeekStart; minimumPoolSize?: number }): Promise<PairingOutcome> {
  const run = await runPairing(ctx, { weekStart: options.weekStart, dryRun: false, minimumPoolSize: options.minimumPoolSize });
  const paired = await sendPairingNotifications(ctx, { weekStart: run.weekStart });
  const unpaired = await notifyUnpaired(ctx, run.newlyUnpaired, run.weekStart);
  return {
    run,
    notifications: {
      pairs: paired.pairs,
      emails: paired.emails + unpaired.emails,
      directMessages: paired.directMessages + unpaired.directMessages,
      failures: paired.failures + unpaired.failures,
    },
  };
}
