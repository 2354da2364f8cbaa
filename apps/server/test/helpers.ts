import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { afterAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { configFromEnv, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { emptyPgDatabase } from './db-compare';

/**
 * A fresh database for one test file: PGlite in memory, or — when TEST_DATABASE_URL is set —
 * a new PostgreSQL database created beside the given one and dropped afterwards.
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = inject('pgliteTemplate');
    if (template && fs.existsSync(template)) {
      return openDatabase({ loadDataDir: new Blob([fs.readFileSync(template)]) });
    }
    return openDatabase({});
  }
  const empty = await emptyPgDatabase();
  const database = await openDatabase({ url: empty.url });
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  /** the decoded text body */
  text: string;
  /** the first http(s) link in the body */
  link?: string;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=` / `?Q?`) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    )
    .trim();
}

/** The text body of a single-part mail, whatever its transfer encoding. */
function decodeBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A real SMTP server inside the test process; the app sends to it through SMTP_URL. */
export async function startSmtp() {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = decodeBody(raw);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1] ?? ''),
          text,
          link: /https?:\/\/[^\s"<>]+/.exec(text)?.[0],
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** waits until a mail to `to` has arrived and returns the newest one */
    async waitFor(to: string, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TestContext {
  app: App;
  config: Config;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
}

/**
 * Builds the app on a fresh database with a local SMTP server; closes everything after the file. Silent, unless
 * `logStream` is given: then the production logger (lib/logging.ts) at `overrides.logLevel` writes its lines there.
 */
export async function buildTestApp(overrides: Partial<Config> = {}, { logStream }: { logStream?: { write(line: string): void } } = {}): Promise<TestContext> {
  const smtp = await startSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-test-'));
  const config: Config = {
    ...configFromEnv({}),
    dataDir,
    smtpUrl: smtp.url,
    appUrl: 'http://localhost:3000',
    logLevel: 'silent',
    rateLimit: false,
    ...overrides,
  };
  const database = await freshDatabase();
  const app = await buildApp({ config, database, ...(logStream ? { logStream } : { logger: false }) });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, config, smtp };
}
