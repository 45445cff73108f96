import type { MailMessage } from '../../src/lib/mailer';

/** The calendar file a mail carries (an invite or its cancellation), or '' when it carries none. */
export const calendarOf = (mail: MailMessage | undefined): string => String(mail?.attachments?.find((attachment) => attachment.filename.endsWith('.ics'))?.content ?? '');

/** A calendar file's field, such as METHOD, UID or SEQUENCE (its first line by that name). */
export const calendarField = (ics: string, name: string): string | undefined => ics.split('\r\n').find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
