import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailOutboxRow } from '../../db/schema/index.ts';

export interface MailTransport {
  /** Hands one message on; throws when it could not (the worker retries later). */
  send(row: MailOutboxRow): Promise<void>;
  close(): void;
}

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  fileDirectory: string;
}

/** The message as nodemailer builds it: threaded under the lead's first message, answers going to the assignee. */
const messageOf = (row: MailOutboxRow, from: string) => ({
  from,
  to: row.toAddress,
  replyTo: row.replyTo ?? undefined,
  subject: row.subject,
  text: row.body,
  messageId: row.messageId,
  inReplyTo: row.inReplyTo ?? undefined,
  references: row.inReplyTo ?? undefined,
  headers: { 'Content-Language': row.language },
});

/** SMTP_URL set: through that server. Unset: each message as an .eml file under DATA_DIR/mail. */
export function createMailTransport(settings: MailSettings): MailTransport {
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(row) {
        await smtp.sendMail(messageOf(row, settings.from));
      },
      close: () => smtp.close(),
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(row) {
      const built = await builder.sendMail(messageOf(row, settings.from));
      await mkdir(settings.fileDirectory, { recursive: true });
      const name = `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`;
      await writeFile(path.join(settings.fileDirectory, name), built.message as Buffer);
    },
    close: () => builder.close(),
  };
}
