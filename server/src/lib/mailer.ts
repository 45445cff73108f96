import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  /** `<id@host>`: set by the outbox, the same on every try of one notice (a resent copy is dropped by the recipient). */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is configured; otherwise each message is written as an .eml file to
 * `<dataDir>/outbox` and its path logged, so someone running locally can open a reset link.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Pick<FastifyBaseLogger, 'info'> }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const safeRecipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeRecipient}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.logger.info({ mail: file, to: message.to, subject: message.subject }, `mail written to ${file}`);
    },
  };
}
