import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** folder for the embedded database, outbox and uploads */
  dataDir: string;
  /** PostgreSQL URL; when unset the embedded PGlite in `dataDir/pglite` is used */
  databaseUrl?: string;
  /** public address of the app, used in mailed links */
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  googleClientId?: string;
  /** where Google's signing keys are published; tests point it at a local key set */
  googleJwksUrl: string;
  /** lifetime of a "remember me" session in days; a plain session lasts one day */
  sessionDays: number;
  adminUsername?: string;
  adminPassword?: string;
  /** folder of the built web app to serve, if any */
  webDist?: string;
  /** seed the demo data on first start */
  seedDemo: boolean;
  logLevel: string;
  /** turn the per-address throttles off (never in production; some tests need many requests) */
  rateLimit: boolean;
  /**
   * Which proxies' X-Forwarded-For names the client (Fastify's `trustProxy`): false (the default: the app is reached
   * directly, so the header is the client's own word and a throttle by address would be bypassed by sending a new one),
   * true (any), a number of hops, or a list of proxy addresses or CIDR ranges.
   */
  trustProxy: boolean | number | string[];
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Golf Assistant <no-reply@golf-assistant.local>',
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    sessionDays: int(env.SESSION_DAYS, 30),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDist: env.WEB_DIST,
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL || 'info',
    rateLimit: env.RATE_LIMIT !== '0',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  };
}

/** `TRUST_PROXY`: unset, '' or 'false' → false; 'true' → true; a whole number → hops; else addresses, comma-separated. */
export function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
