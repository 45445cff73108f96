import fs from 'node:fs';
import path from 'node:path';
import type { RunningServer } from './server';

/** Undoes quoted-printable: soft line breaks (`=` at the end of a line) and `=XX` escapes, as UTF-8. */
export function decodeQuotedPrintable(encoded: string): string {
  const joined = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const escape = /^=([0-9A-F]{2})/i.exec(joined.slice(index, index + 3));
    if (escape) {
      bytes.push(parseInt(escape[1], 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function mailsNewestFirst(outbox: string): string[] {
  if (!fs.existsSync(outbox)) return [];
  // The server names each file after the time it was written, so name order is age order.
  return fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort().reverse();
}

/**
 * With no SMTP configured the server writes every mail to <DATA_DIR>/outbox/*.eml. Waits for the newest
 * one to `recipient` that `matches` and returns its decoded text.
 */
export async function waitForMail(server: RunningServer, recipient: string, matches: (text: string) => boolean, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of mailsNewestFirst(outbox)) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, name), 'utf8'));
      if (text.includes(recipient) && matches(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No matching mail to ${recipient} in ${outbox} within ${timeoutMs / 1000} s (found: ${mailsNewestFirst(outbox).join(', ') || 'none'}).`);
}

const RESET_LINK = /#\/password-reset-confirm\/[^\s"'<>]+/;

/** The `/#/password-reset-confirm/{uid}/{token}` part of a reset mail, to open on the server under test. */
export async function waitForResetLink(server: RunningServer, email: string): Promise<string> {
  const mail = await waitForMail(server, email, (text) => RESET_LINK.test(text));
  return `/${(RESET_LINK.exec(mail) as RegExpExecArray)[0]}`;
}

/** Every mail the server has written to `recipient` so far (by its To header, not the body), decoded, oldest first. */
export function mailsTo(server: RunningServer, recipient: string): string[] {
  const outbox = path.join(server.dataDir, 'outbox');
  const toHeader = new RegExp(`^To: .*\\b${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'im');
  return mailsNewestFirst(outbox)
    .reverse()
    .map((name) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox, name), 'utf8')))
    .filter((text) => toHeader.test(text));
}
