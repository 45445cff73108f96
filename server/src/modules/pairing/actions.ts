/** What the route, the console command and the cutoff job do: pair a week, then tell everyone concerned. */
import type { AppContext } from '../../context';
import { sendPairingNotifications, type NotificationReport } from './notifications';
import { runPairing, type PairingRun } from './service';
import type { WeekStart } from './weeks';

export interface PairingOutcome {
  run: PairingRun;
  notifications: NotificationReport;
}

/**
 * Pairs (or re-pairs) the week, then, once the pairing is written, sends the notices it made due: to new
 * pairs and to the newly unpaired (kept pairs were told before). What fails to send stays due for the
 * notices job.
 */
export async function pairWeekAndNotify(ctx: AppContext, options: { weekStart: WeekStart; minimumPoolSize?: number }): Promise<PairingOutcome> {
  const run = await runPairing(ctx, { weekStart: options.weekStart, dryRun: false, minimumPoolSize: options.minimumPoolSize });
  return { run, notifications: await sendPairingNotifications(ctx) };
}
