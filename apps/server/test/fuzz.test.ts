import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer } from './factories';
import { buildTestApp } from './helpers';
import { buildWorld, multipart, PNG } from './authz-world';

/**
 * Fuzz from the OpenAPI document: for every operation, malformed and boundary inputs generated
 * from its own schema — a wrong type per field, 100 KB strings, emoji / right-to-left / NUL text,
 * negative numbers, 2^53 and beyond, "NaN", a missing required field, extra fields, broken JSON,
 * the wrong content type, path parameters that are not ids or are out of range — sent by the
 * group's owner (a site admin for the admin routes), so access never hides the handler.
 * Never a 5xx, always our envelope, and a rejected request changes nothing: the row counts and an
 * md5 of every table are compared around each batch of rejected requests.
 * Deterministic: a seeded generator picks at most CAP cases per operation.
 */

const CAP = 28;
const SEED = 20261123;

/** mulberry32: small, seeded, good enough to pick cases deterministically */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}
interface Operation {
  summary?: string;
  parameters?: Array<{ in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const HUGE = 'x'.repeat(100 * 1024);
const UNICODE = '⛳🏌️‍♀️ Ünïcödé עברית مرحبا \u202Eevil\u202C 中文テキスト';
const NUL = 'nul\u0000byte';
const BAD_IDS = ['abc', '-1', '0', '1.5', '1e5', '0x10', '99999999999999999999', '9223372036854775808', '9007199254740993', ' 1', '%00', '%F0%9F%8F%8C'];
const BAD_NUMBERS: unknown[] = [-1, -2147483649, 2 ** 31, 2 ** 53, 2 ** 63, 1e308, 1.5, 'NaN', 'Infinity', '12', true, null, [], {}];
const WRONG_TYPE: Record<string, unknown[]> = {
  string: [123, true, null, [], {}],
  number: ['abc', 'NaN', true, null, []],
  integer: ['7', 7.5, true, null],
  boolean: ['yes', 1, null, {}],
  array: ['x', 1, {}, null, [null], [{}]],
  object: ['x', 1, [], null],
};

/** A value that the schema accepts as far as cheaply possible (ids point at the world's objects). */
function sample(schema: JsonSchema, key: string, ids: Record<string, number>): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt) return sample(alt.find((s) => s.type !== 'null') ?? alt[0], key, ids);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([k]) => schema.required?.includes(k))
          .map(([k, s]) => [k, sample(s, k, ids)]),
      );
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sample(schema.items ?? {}, key, ids));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.pattern === '^\\d+$') return String(ids[key] ?? ids.aid);
      if (schema.format === 'date') return '2030-06-01';
      if (schema.format === 'date-time') return '2030-05-01T08:00:00Z';
      if (schema.pattern?.includes(':[0-5]')) return '08:00';
      if (/email/i.test(key)) return 'fuzz@example.com';
      if (schema.pattern) return '';
      return 'f'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    default:
      return null;
  }
}

interface Case {
  name: string;
  path?: Record<string, string>;
  query?: string;
  payload?: string | Buffer;
  contentType?: string;
}

/** Every malformed or boundary case for one operation, the most telling first. */
function casesFor(op: Operation, ids: Record<string, number>): Case[] {
  const cases: Case[] = [];
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const json = op.requestBody?.content['application/json']?.schema;
  const multipartOp = /multipart/.test(op.summary ?? '');

  for (const p of pathParams) for (const bad of BAD_IDS) cases.push({ name: `path ${p.name}=${bad}`, path: { [p.name]: bad } });
  for (const q of queryParams) {
    const t = q.schema.type ?? (q.schema.anyOf ? 'enum' : 'string');
    const values = t === 'integer' || t === 'number' ? ['-1', '0', '1.5', 'NaN', '1e308', String(2 ** 53), '99999999999999999999999', '%00'] : ['%00', encodeURIComponent(NUL), encodeURIComponent(UNICODE), 'x'.repeat(20_000), '-1', '99999999999999999999'];
    for (const v of values) cases.push({ name: `query ${q.name}=${v.slice(0, 20)}`, query: `${q.name}=${v}` });
    cases.push({ name: `query ${q.name} twice`, query: `${q.name}=1&${q.name}=2` });
  }
  if (json) {
    const base = sample(json, '', ids) as Record<string, unknown>;
    const send = (name: string, value: unknown) => cases.push({ name, payload: JSON.stringify(value), contentType: 'application/json' });
    send('NUL in every text field', mapStrings(json, base, NUL));
    for (const [key, s] of Object.entries(json.properties ?? {})) {
      const type = s.type ?? (s.anyOf ?? s.oneOf)?.find((x) => x.type)?.type ?? 'string';
      const field = (v: unknown) => ({ ...base, [key]: v });
      if (type === 'string') {
        send(`${key}: NUL`, field(NUL));
        send(`${key}: 100 KB`, field(HUGE));
        send(`${key}: unicode`, field(UNICODE));
        if (s.pattern === '^\\d+$') for (const bad of ['99999999999999999999', '-1', '9007199254740993']) send(`${key}: id ${bad}`, field(bad));
      }
      if (type === 'integer' || type === 'number') for (const v of BAD_NUMBERS) send(`${key}: ${JSON.stringify(v)}`, field(v));
      if (type === 'array') {
        send(`${key}: 10 000 items`, field(Array.from({ length: 10_000 }, () => (s.items ? sample(s.items, key, ids) : 1))));
        if (s.items?.type === 'object') {
          const item = sample(s.items, key, ids) as Record<string, unknown>;
          for (const [k, sub] of Object.entries(s.items.properties ?? {})) {
            if (sub.type === 'integer' || sub.type === 'number') for (const v of [-1, 2 ** 53, 'NaN', 1e308]) send(`${key}[0].${k}: ${v}`, field([{ ...item, [k]: v }]));
            if (sub.type === 'string') send(`${key}[0].${k}: NUL`, field([{ ...item, [k]: NUL }]));
          }
        }
      }
      for (const v of WRONG_TYPE[type] ?? []) send(`${key}: wrong type ${JSON.stringify(v)}`, field(v));
    }
    for (const key of json.required ?? []) {
      const { [key]: _gone, ...rest } = base;
      send(`missing ${key}`, rest);
    }
    send('extra fields', { ...base, isAdmin: true, role: 'admin', __proto__x: { polluted: true }, id: '1' });
    cases.push({ name: 'prototype pollution', payload: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`, contentType: 'application/json' });
    for (const v of ['null', '[]', '"x"', '42', '{}']) cases.push({ name: `JSON ${v}`, payload: v, contentType: 'application/json' });
    cases.push({ name: 'broken JSON', payload: '{"a": ', contentType: 'application/json' });
    cases.push({ name: 'NUL in raw JSON', payload: '{"a":"\\u0000"}', contentType: 'application/json' });
    cases.push({ name: 'text/plain', payload: JSON.stringify(base), contentType: 'text/plain' });
    cases.push({ name: 'form-encoded', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
    cases.push({ name: 'xml', payload: '<a>1</a>', contentType: 'application/xml' });
    cases.push({ name: 'multipart instead of JSON', ...asMultipart(PNG, 'image/png') });
  }
  if (multipartOp) {
    cases.push({ name: 'JSON instead of a file', payload: '{"file":"x"}', contentType: 'application/json' });
    cases.push({ name: 'an empty file', ...asMultipart(Buffer.alloc(0), 'image/png') });
    cases.push({ name: 'not an image', ...asMultipart(Buffer.from('<script>alert(1)</script>'), 'image/png') });
    cases.push({ name: 'a NUL-filled file', ...asMultipart(Buffer.alloc(512), 'text/csv', 'x.csv') });
    cases.push({ name: 'a broken multipart body', payload: '--nope\r\n\r\n', contentType: 'multipart/form-data; boundary=zzz' });
    cases.push({ name: 'multipart without a boundary', payload: 'x', contentType: 'multipart/form-data' });
  }
  return cases;
}

function asMultipart(data: Buffer, type: string, name = 'f.png'): Pick<Case, 'payload' | 'contentType'> {
  const form = multipart(data, type, name);
  return { payload: form.payload, contentType: form.headers['content-type'] };
}

/** `base` with every string-typed top-level field set to `value`. */
function mapStrings(schema: JsonSchema, base: Record<string, unknown>, value: string) {
  const out = { ...base };
  for (const [k, s] of Object.entries(schema.properties ?? {})) if (s.type === 'string' && s.pattern !== '^\\d+$') out[k] = value;
  return out;
}

function pick<T>(all: T[], n: number, random: () => number): T[] {
  if (all.length <= n) return all;
  // keep the first third (the most telling), sample the rest
  const head = all.slice(0, Math.floor(n / 3));
  const rest = all.slice(head.length);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return [...head, ...rest.slice(0, n - head.length)];
}

describe('fuzz every operation of the OpenAPI document', async () => {
  const { app } = await buildTestApp();
  const w = await buildWorld(app);
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const ids: Record<string, number> = {
    aid: w.aid, gid: w.gid, cid: w.cid, nid: w.nid, tid: w.tid, pid: w.guestPid, prid: w.prid, rid: w.ruleId,
    did: w.did, uid: w.extra.id, appId: 999_999, oid: 999_999, groupId: w.gid, activityId: w.aid, userId: w.extra.id,
    prizeId: w.prid, ruleId: w.ruleId, quoteReplyId: w.replyId, donationId: w.did, markerPlayerId: w.pidOf.golfer, ids: 1, players: w.pidOf.golfer,
  };

  const random = rng(SEED);
  const totals = { operations: 0, cases: 0, rejected: 0, accepted: 0, snapshotMs: 0, started: Date.now() };

  const tables = (
    (await app.db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%' order by tablename`)) as unknown as { rows: { tablename: string }[] }
  ).rows
    .map((r) => r.tablename)
    // a refused login is counted on purpose (the lockout), a session is opened per request by the test itself
    .filter((t) => !['login_failures', 'sessions'].includes(t));
  const snapshotQuery = sql.raw(
    tables.map((t) => `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${t}" x`).join(' union all '),
  );
  const snapshot = async () => {
    const t0 = Date.now();
    const { rows } = (await app.db.execute(snapshotQuery)) as unknown as { rows: { t: string; n: number; h: string }[] };
    totals.snapshotMs += Date.now() - t0;
    return Object.fromEntries(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
  };


  const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
  // the destructive ones last, so an accepted boundary case does not take the world away from the others
  const late = (o: { method: string; path: string }) => (o.method === 'DELETE' ? 2 : 0) + (/logout|password|manager|transfer/.test(o.path) ? 1 : 0);
  operations.sort((a, b) => late(a) - late(b));

  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const { method, path, op } of operations) {
    it(`${method} ${path}`, async () => {
      const cases = pick(casesFor(op, ids), CAP, random);
      const token = await w.tokenFor(path.startsWith('/api/manager') ? 'admin' : 'owner');
      const run = async (c: Case) => {
        const url =
          path.replace(/\{(\w+)\}/g, (_, name: string) => c.path?.[name] ?? String(ids[name] ?? w.aid)) + (c.query ? `?${c.query}` : '');
        const headers: Record<string, string> = { 'accept-language': 'en-US', ...bearer(token!) };
        if (c.contentType) headers['content-type'] = c.contentType;
        const res = await app.inject({ method: method as 'GET', url, headers, payload: c.payload, payloadAsStream: path.endsWith('/live') });
        if (path.endsWith('/live')) {
          const stream = res.stream();
          if (res.statusCode === 200) stream.destroy();
          else await new Promise((resolve) => stream.on('data', () => undefined).on('end', resolve));
          return { status: res.statusCode, envelope: true };
        }
        const isJson = String(res.headers['content-type'] ?? '').includes('json');
        const envelope = !isJson || typeof (res.json() as { code?: unknown }).code === 'number';
        return { status: res.statusCode, envelope, body: res.body.slice(0, 200) };
      };

      const problems: string[] = [];
      const rejected: Case[] = [];
      let accepted = 0;
      const before = await snapshot();
      for (const c of cases) {
        const got = await run(c);
        totals.cases++;
        if (got.status >= 500) problems.push(`${c.name}: ${got.status} ${got.body ?? ''}`);
        else if (got.status >= 400) {
          rejected.push(c);
          if (!got.envelope) problems.push(`${c.name}: ${got.status} without our envelope`);
        } else accepted++;
      }
      totals.operations++;
      totals.rejected += rejected.length;
      totals.accepted += accepted;
      // nothing changes on a rejected request: compare around the batch; when some cases were
      // accepted (and may rightly have changed data), replay the rejected ones alone
      let start = before;
      let after = await snapshot();
      if (accepted > 0 && rejected.length) {
        start = after;
        for (const c of rejected) {
          const again = await run(c);
          if (again.status < 400) problems.push(`${c.name}: rejected once, then accepted (${again.status})`);
        }
        after = await snapshot();
      }
      if (rejected.length || accepted === 0) {
        const changed = Object.keys(after).filter((t) => after[t] !== start[t]);
        if (changed.length) problems.push(`rejected requests changed ${changed.join(', ')}`);
      }
      expect(problems).toEqual([]);
    });
  }

  afterAll(() => {
    console.info(
      `fuzz: ${totals.operations} operations, ${totals.cases} cases (${totals.rejected} rejected, ${totals.accepted} accepted, 0 allowed 5xx) in ${((Date.now() - totals.started) / 1000).toFixed(1)} s, of which ${(totals.snapshotMs / 1000).toFixed(1)} s comparing tables`,
    );
  });
});
