import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** the one link the mail is about, printed on the console when there is no SMTP server */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP when `smtpUrl` is set; otherwise each mail becomes an .eml file in `outboxDir`
 * and its link is printed, so activation and reset work on a machine without mail.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      opts.log.info({ to: mail.to, file, link: mail.link }, `mail written to the outbox${mail.link ? `: ${mail.link}` : ''}`);
    },
    close: () => transport.close(),
  };
}
