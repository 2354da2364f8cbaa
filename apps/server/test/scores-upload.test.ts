import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, players, scores } from '../src/db/schema';
import { buildTestApp } from './helpers';
import { bearer, body, buildUser } from './factories';
import { addMember } from './group-factories';
import { buildCourse, PINE_RIDGE_HOLES } from './activity-factories';
import { addGuest, buildScoringEvent, fixture, fixturePlayers, multipartFile, scoreLogOf, type ScoringEvent } from './score-factories';

const { app } = await buildTestApp();
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sixteen(status: 'playing' | 'finished' = 'playing'): Promise<ScoringEvent & { pids: Map<string, number> }> {
  const event = await buildScoringEvent(app, status);
  const pids = new Map<string, number>();
  for (const p of fixturePlayers()) pids.set(p.name, await addGuest(app, event.activityId, p.name, p.sex));
  return { ...event, pids };
}

const upload = (event: ScoringEvent, filename: string, content: Buffer, type = CSV, query = '', lang = 'en-US') => {
  const form = multipartFile(filename, content, type);
  return app.inject({
    method: 'POST',
    url: `/api/activities/${event.activityId}/scores/upload${query}`,
    headers: { ...bearer(event.owner.token), ...form.headers, 'accept-language': lang },
    payload: form.payload,
  });
};

async function savedCount(pids: Iterable<number>) {
  return (await app.db.select().from(scores).where(inArray(scores.playerId, [...pids]))).length;
}

/** The fixture's rows by name: strokes per hole and total putts. */
function fixtureRows() {
  const [, ...lines] = fixture('scores-16.csv').toString('utf8').trim().split(/\r?\n/);
  return new Map(
    lines.map((l) => {
      const cells = l.split(',');
      return [cells[0], { strokes: cells.slice(2, 20).map(Number), putts: Number(cells[20]) }] as const;
    }),
  );
}

describe('score upload', () => {
  it('saves the 16-player sheet and ranks everybody with New Peoria handicaps', async () => {
    const event = await sixteen();
    const res = await upload(event, 'scores-16.csv', fixture('scores-16.csv'));
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ saved: true, changed: 16, errors: [] });
    expect(await savedCount(event.pids.values())).toBe(16 * 18);
    expect((await scoreLogOf(app, event.activityId)).every((l) => l.source === 'upload')).toBe(true);

    const results = body(await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/results`, headers: bearer(event.owner.token) })).data;
    expect(results.list).toHaveLength(16);
    expect(results.list.every((r: { status: string; rank: number | null }) => r.status === 'ok' && r.rank !== null)).toBe(true);
    expect(results.list.map((r: { rank: number }) => r.rank)[0]).toBe(1);
    // organisers see the 12 hidden holes drawn (balanced: per nine one par 3, one par 5, four par 4s)
    const hidden: number[] = results.hiddenHoles;
    expect(hidden).toHaveLength(12);
    const pars = hidden.map((n) => PINE_RIDGE_HOLES[n - 1].par);
    expect(pars.filter((p) => p === 3)).toHaveLength(2);
    expect(pars.filter((p) => p === 5)).toHaveLength(2);

    // one player checked by hand: (hidden sum × 1.5 − 72) × 0.8, one decimal, 0..36; net = gross − handicap
    const rows = fixtureRows();
    const wang = rows.get('王伟')!;
    const hiddenSum = hidden.reduce((s, n) => s + wang.strokes[n - 1], 0);
    const handicap = Math.min(36, Math.max(0, Math.round((hiddenSum * 1.5 - 72) * 0.8 * 10) / 10));
    const gross = wang.strokes.reduce((s, n) => s + n, 0);
    const row = results.list.find((r: { name: string }) => r.name === '王伟');
    expect(row).toMatchObject({ gross: 87, out: 40, in: 47, toPar: 15, putts: wang.putts, handicap });
    expect(row.net).toBeCloseTo(gross - handicap, 5);
    // ranked by net, ascending
    const nets = results.list.map((r: { net: number }) => r.net);
    expect([...nets].sort((a, b) => a - b)).toEqual(nets);

    // a second identical upload changes nothing
    const again = await upload(event, 'scores-16.csv', fixture('scores-16.csv'));
    expect(body(again).data).toMatchObject({ saved: false, changed: 0 });
  });

  it('reads a .csv as Excel saves it on a Japanese or Chinese Windows (Shift_JIS, GB18030), by the names in it or the uploader’s language, and full-width digits', async () => {
    /** An encoder built from the platform's decoder: every two-byte code of the encoding, by the character it reads as. */
    const encoder = (encoding: string) => {
      const decode = new TextDecoder(encoding, { fatal: true });
      const codes = new Map<string, number[]>();
      for (let lead = 0x81; lead <= 0xfe; lead++)
        for (let trail = 0x40; trail <= 0xfe; trail++) {
          try {
            const char = decode.decode(Uint8Array.from([lead, trail]));
            if (char.length === 1 && !codes.has(char)) codes.set(char, [lead, trail]);
          } catch {
            // not a character of the encoding
          }
        }
      return (text: string) => Buffer.from([...text].flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : (codes.get(c) ?? []))));
    };
    const sheet = (names: string[]) => ['name,sex,' + PINE_RIDGE_HOLES.map((h) => `h${h.number}`).join(','), ...names.map((n) => `${n},M,${PINE_RIDGE_HOLES.map((h) => h.par).join(',')}`)].join('\r\n');
    for (const [lang, encoding, names] of [
      ['ja-JP', 'shift_jis', ['佐藤 健', '鈴木 一郎']],
      ['zh-CN', 'gb18030', ['王伟', '李娜']],
      // from another language's page: the encoding in which the event's names are found (GB18030 reads these bytes too)
      ['en-US', 'shift_jis', ['高橋 美咲', '田中 浩']],
      ['zh-CN', 'shift_jis', ['山本 翔太', '中村 さくら']],
      ['en-US', 'gb18030', ['张伟', '刘洋']],
    ] as const) {
      const event = await buildScoringEvent(app);
      const pids = await Promise.all(names.map((n) => addGuest(app, event.activityId, n)));
      // a hole typed on a Japanese or Chinese keyboard: a full-width digit
      const par1 = PINE_RIDGE_HOLES[0].par;
      const bytes = encoder(encoding)(sheet([...names]).replace(`,M,${par1},`, `,M,${String.fromCharCode(0xff10 + par1)},`));
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
      const res = await upload(event, 'scores.csv', bytes, CSV, '', lang);
      expect(body(res).data, `${encoding} as ${lang}`).toMatchObject({ saved: true, changed: 2, errors: [] });
      expect(await savedCount(pids)).toBe(36);
    }
  });

  it('saves nothing when one row is bad and lists the rows in the caller language', async () => {
    const event = await sixteen();
    const lines = fixture('scores-16.csv').toString('utf8').trim().split('\n');
    lines[3] = lines[3].replace(/^[^,]+/, '无名氏'); // row 4: unknown player
    const cells = lines[6].split(',');
    cells[5] = 'x'; // row 7: h4 not a number
    lines[6] = cells.join(',');
    const cells9 = lines[8].split(',');
    cells9[10] = ''; // row 9: h9 missing
    cells9[11] = '25'; // and h10 out of range
    lines[8] = cells9.join(',');
    const res = await upload(event, 'bad.csv', Buffer.from(lines.join('\n')), CSV, '', 'zh-CN');
    expect(res.statusCode).toBe(422);
    const answer = body(res);
    expect(answer.msg).toContain('3 行');
    expect(answer.data.errors.map((e: { row: number }) => e.row)).toEqual([4, 7, 9, 9]);
    expect(answer.data.errors[0].message).toContain('无名氏');
    expect(answer.data.errors[2].message).toContain('第 9 洞');
    expect(await savedCount(event.pids.values())).toBe(0);
    expect(await scoreLogOf(app, event.activityId)).toHaveLength(0);
  });

  it('a pid that is not this event\'s (a sheet of another event) is named as a number, with what to do', async () => {
    const event = await buildScoringEvent(app, 'playing', { type: 'fixed' });
    const ann = await addGuest(app, event.activityId, 'Ann');
    const pars = PINE_RIDGE_HOLES.map((h) => h.par).join(',');
    const sheet = `pid,name,${PINE_RIDGE_HOLES.map((h) => `h${h.number}`).join(',')}\n${ann + 100000},Ann,${pars}\n`;
    const res = await upload(event, 'other-event.csv', Buffer.from(sheet));
    expect(res.statusCode).toBe(422);
    expect(body(res).data.errors).toEqual([
      expect.objectContaining({
        row: 2,
        message: `Player number ${ann + 100000} is not in this event: the sheet may come from another event. Download this event's template again, or empty the pid column to match players by name.`,
      }),
    ]);
    expect(await savedCount([ann])).toBe(0);
  });

  it('rules that cannot count the round: the event cannot be given them (400), and scores of an event stored with them are not saved (422, nothing stored)', async () => {
    const event = await buildScoringEvent(app, 'playing', { type: 'fixed' });
    const nine = await buildCourse(app, { name: 'Nine', holes: PINE_RIDGE_HOLES.slice(0, 9) });
    const headers = { ...bearer(event.owner.token), 'accept-language': 'en-US' };
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: `/api/activities/${event.activityId}`, headers, payload });
    const callaway = await patch({ courseIds: [String(nine.id)], handicapSystem: { type: 'callaway' } });
    expect(callaway.statusCode).toBe(400);
    expect(body(callaway).data.fields).toEqual([
      { path: 'handicapSystem.type', message: 'Callaway works on 18 holes and this round has 9: choose another handicap system or an 18-hole round' },
    ]);
    const twelve = await patch({ courseIds: [String(nine.id)], handicapSystem: { type: 'peoria', hiddenCount: 12 } });
    expect(body(twelve).data.fields).toEqual([{ path: 'handicapSystem.hiddenCount', message: '12 hidden holes do not fit a round of 9 holes: choose fewer' }]);
    expect((await patch({ courseIds: [String(nine.id)], handicapSystem: { type: 'peoria', hiddenCount: 6 } })).statusCode).toBe(200);

    // an event stored with them before this check: a card and a sheet are refused whole, as the answer says
    await app.db.update(activities).set({ handicapSystem: { type: 'callaway' } }).where(eq(activities.id, event.activityId));
    const ann = await addGuest(app, event.activityId, 'Ann');
    const card = await app.inject({ method: 'PUT', url: `/api/activities/${event.activityId}/scorecards/${ann}`, headers, payload: { holes: PINE_RIDGE_HOLES.slice(0, 9).map((h) => ({ number: h.number, strokes: h.par })) } });
    expect(card.statusCode).toBe(422);
    const sheet = `name,${PINE_RIDGE_HOLES.slice(0, 9).map((h) => `h${h.number}`).join(',')}\nAnn,${PINE_RIDGE_HOLES.slice(0, 9).map((h) => h.par).join(',')}\n`;
    expect((await upload(event, 'nine.csv', Buffer.from(sheet))).statusCode).toBe(422);
    expect(await savedCount([ann])).toBe(0);
    expect(await scoreLogOf(app, event.activityId)).toHaveLength(0);
  });

  it('an uploaded putts total replaces putts entered hole by hole (the preview says from what), and the results count it', async () => {
    const event = await sixteen();
    const wang = event.pids.get('王伟') as number;
    const rows = fixtureRows();
    const holes = (rows.get('王伟')?.strokes ?? []).slice(0, 3).map((strokes, i) => ({ number: i + 1, strokes, putts: 2 }));
    const put = await app.inject({ method: 'PUT', url: `/api/activities/${event.activityId}/scorecards/${wang}`, headers: bearer(event.owner.token), payload: { holes } });
    expect(put.statusCode).toBe(200);
    const preview = body(await upload(event, 'scores-16.csv', fixture('scores-16.csv'), CSV, '?dryRun=1')).data;
    const row = preview.rows.find((r: { pid: string }) => r.pid === String(wang));
    expect(row.changes).toContainEqual({ number: null, field: 'putts', from: 6, to: 38 });
    expect((await upload(event, 'scores-16.csv', fixture('scores-16.csv'))).statusCode).toBe(200);
    const results = body(await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/results`, headers: bearer(event.owner.token) })).data;
    expect(results.list.find((r: { pid: string }) => r.pid === String(wang)).putts).toBe(38);
    const cleared = await app.db.select().from(scores).where(inArray(scores.playerId, [wang]));
    expect(cleared.every((h) => h.putts === null)).toBe(true);
    expect((await scoreLogOf(app, event.activityId)).filter((l) => l.source === 'upload' && l.playerId === wang && l.hole <= 3).length).toBeGreaterThanOrEqual(3);
    // putts typed for one hole afterwards: the uploaded total stands until every hole has its putts (one hole's 2 became the total)
    const strokes = rows.get('王伟')?.strokes ?? [];
    const puttsOf = async () =>
      body(await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/results`, headers: bearer(event.owner.token) })).data.list.find((r: { pid: string }) => r.pid === String(wang)).putts;
    const withPutts = (numbers: number[]) => ({ holes: numbers.map((n) => ({ number: n, strokes: strokes[n - 1], putts: 2 })) });
    expect((await app.inject({ method: 'PUT', url: `/api/activities/${event.activityId}/scorecards/${wang}`, headers: bearer(event.owner.token), payload: withPutts([1]) })).statusCode).toBe(200);
    expect(await puttsOf()).toBe(38);
    const all = Array.from({ length: 18 }, (_, i) => i + 1);
    expect((await app.inject({ method: 'PUT', url: `/api/activities/${event.activityId}/scorecards/${wang}`, headers: bearer(event.owner.token), payload: withPutts(all) })).statusCode).toBe(200);
    expect(await puttsOf()).toBe(36);
  });

  it('versions and log after an upload: a hole on the card moves on by one per change, a hole entered before and cleared keeps counting', async () => {
    const event = await sixteen();
    const wang = event.pids.get('王伟') as number;
    const first = fixtureRows().get('王伟')?.strokes ?? [];
    const put = (holes: object[]) => app.inject({ method: 'PUT', url: `/api/activities/${event.activityId}/scorecards/${wang}`, headers: bearer(event.owner.token), payload: { holes } });
    // hole 1 entered with another score (version 1); hole 2 entered and cleared (two logged changes, off the card)
    expect((await put([{ number: 1, strokes: first[0] + 1, putts: null }, { number: 2, strokes: 9, putts: null }])).statusCode).toBe(200);
    expect((await put([{ number: 2, strokes: null, version: 1 }])).statusCode).toBe(200);
    expect((await upload(event, 'scores-16.csv', fixture('scores-16.csv'))).statusCode).toBe(200);
    const card = await app.db.select().from(scores).where(inArray(scores.playerId, [wang]));
    const at = (hole: number) => card.find((h) => h.hole === hole);
    expect(at(1)).toMatchObject({ strokes: first[0], version: 2 });
    expect(at(2)).toMatchObject({ strokes: first[1], version: 3 });
    expect(at(3)).toMatchObject({ strokes: first[2], version: 1 });
    const log = (await scoreLogOf(app, event.activityId)).filter((l) => l.playerId === wang && l.source === 'upload');
    expect(log.filter((l) => l.hole === 1).map((l) => [l.oldStrokes, l.newStrokes])).toEqual([[first[0] + 1, first[0]]]);
    expect(log).toHaveLength(18);
  });

  it('previews a dry run without saving anything', async () => {
    const event = await sixteen();
    const res = await upload(event, 'scores-16.csv', fixture('scores-16.csv'), CSV, '?dryRun=1');
    expect(res.statusCode).toBe(200);
    const data = body(res).data;
    expect(data).toMatchObject({ saved: false, changed: 16 });
    expect(data.rows).toHaveLength(16);
    expect(data.rows[0]).toMatchObject({ row: 2, name: '王伟' });
    expect(data.rows[0].changes).toContainEqual({ number: 1, field: 'strokes', from: null, to: 5 });
    expect(data.rows[0].changes).toContainEqual({ number: null, field: 'putts', from: null, to: 38 });
    expect(await savedCount(event.pids.values())).toBe(0);
    const [stored] = await app.db.select().from(players).where(inArray(players.id, [...event.pids.values()]));
    expect(stored.totalPutts).toBeNull();

    // a name as typed: with a (full-width) space between family and given name, or full-width letters
    const typed = fixture('scores-16.csv').toString('utf8').replace('\n王伟,', '\n王\u3000伟,').replace('\n李娜,', '\n 李 娜 ,');
    const loose = body(await upload(event, 'scores-16.csv', Buffer.from(typed), CSV, '?dryRun=1')).data;
    expect(loose.errors).toEqual([]);
    expect(loose.rows.slice(0, 2).map((r: { name: string }) => r.name)).toEqual(['王伟', '李娜']);
  });

  it('fills the downloaded .xlsx template and uploads it back', async () => {
    const event = await buildScoringEvent(app, 'closed');
    const a = await addGuest(app, event.activityId, 'Alice', 'F');
    await addGuest(app, event.activityId, 'Bob', 'M');
    const res = await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/scores/template`, headers: bearer(event.owner.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['pid', 'name', 'sex', ...PINE_RIDGE_HOLES.map((h) => `h${h.number}`), 'putts']);
    expect(sheet.getRow(2).getCell(2).value).toBe('Alice');
    // Alice plays par everywhere; Bob's row stays empty (no card yet)
    PINE_RIDGE_HOLES.forEach((h) => (sheet.getRow(2).getCell(3 + h.number).value = h.par));
    sheet.getRow(2).getCell(22).value = 30;
    const filled = Buffer.from(await book.xlsx.writeBuffer());
    const up = await upload(event, 'scores.xlsx', filled, XLSX);
    expect(up.statusCode).toBe(200);
    expect(body(up).data).toMatchObject({ saved: true, changed: 1 });
    const results = body(await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/results`, headers: bearer(event.owner.token) })).data;
    expect(results.list[0]).toMatchObject({ pid: String(a), gross: 72, toPar: 0, putts: 30, rank: 1 });
    expect(results.list[1]).toMatchObject({ name: 'Bob', status: 'noCard', rank: null });
  });

  it('takes a gross-only sheet for an event that records totals, with declared handicaps', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed' });
    const a = await addGuest(app, event.activityId, 'Ada', 'F', { handicap: 12.4 });
    const b = await addGuest(app, event.activityId, 'Ben', 'M', { handicap: 8 });
    await addGuest(app, event.activityId, 'Cy', 'M', { handicap: 20 });
    const bad = await upload(event, 'totals.csv', Buffer.from('name,gross,putts\nAda,88,30\nBen,7,\nCy,,\n'));
    expect(bad.statusCode).toBe(422);
    expect(body(bad).data.errors).toEqual([{ row: 3, message: 'A gross of 7 is out of range. Enter 18 to 360.' }]);
    const res = await upload(event, 'totals.csv', Buffer.from('name,gross,putts\nAda,88,30\nBen,84,\nCy,,\n'));
    expect(res.statusCode).toBe(200);
    expect(body(res).data.rows[0].changes).toEqual([
      { number: null, field: 'gross', from: null, to: 88 },
      { number: null, field: 'putts', from: null, to: 30 },
    ]);
    const list = body(await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/results`, headers: bearer(event.owner.token) })).data.list;
    expect(list.map((r: { pid: string; name: string; gross: number | null; handicap: number | null; net: number | null; rank: number | null; status: string; toPar: number | null }) => [r.name, r.gross, r.handicap, r.net, r.rank, r.status, r.toPar])).toEqual([
      ['Ada', 88, 12.4, 75.6, 1, 'ok', 16],
      ['Ben', 84, 8, 76, 2, 'ok', 12],
      ['Cy', null, null, null, null, 'noCard', null],
    ]);
    expect(list[0].pid).toBe(String(a));
    expect(list[1].pid).toBe(String(b));
  });

  it('an event records totals or holes, never both: each is refused over the other, and a sheet of every player’s holes replaces the totals', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed' });
    const ada = await addGuest(app, event.activityId, 'Ada', 'F', { handicap: 14 });
    const ben = await addGuest(app, event.activityId, 'Ben', 'M', { handicap: 8 });
    expect((await upload(event, 'totals.csv', Buffer.from('name,gross\nAda,88\nBen,84\n'))).statusCode).toBe(200);
    const ranked = async () =>
      body(await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/results`, headers: bearer(event.owner.token) })).data.list.map(
        (r: { name: string; gross: number | null; rank: number | null }) => [r.name, r.gross, r.rank],
      );
    expect(await ranked()).toEqual([['Ada', 88, 1], ['Ben', 84, 2]]);

    // one card typed hole by hole beside the totals would have dropped every other player's total from the results †
    const typed = await app.inject({ method: 'PUT', url: `/api/activities/${event.activityId}/scorecards/${ben}`, headers: { ...bearer(event.owner.token), 'accept-language': 'en-US' }, payload: { holes: [{ number: 1, strokes: 4 }] } });
    expect(typed.statusCode).toBe(409);
    expect(body(typed).msg).toMatch(/uploaded as round totals.*uploading every player's hole scores/);
    expect(await savedCount([ada, ben])).toBe(0);
    expect(await ranked()).toEqual([['Ada', 88, 1], ['Ben', 84, 2]]);

    // a sheet of holes must replace every total: one that leaves Ben out is refused, nothing saved
    const holesOf = (strokes: number) => Array.from({ length: 18 }, () => strokes).join(',');
    const header = `name,${Array.from({ length: 18 }, (_, i) => `h${i + 1}`).join(',')}`;
    const partial = await upload(event, 'holes.csv', Buffer.from(`${header}\nAda,${holesOf(5)}\n`));
    expect(partial.statusCode).toBe(422);
    expect(body(partial).data.errors).toEqual([{ row: 1, message: expect.stringMatching(/1 is missing \(Ben\)/) }]);
    expect(await savedCount([ada, ben])).toBe(0);
    const whole = await upload(event, 'holes.csv', Buffer.from(`${header}\nAda,${holesOf(5)}\nBen,${holesOf(4)}\n`), CSV, '?dryRun=1');
    expect(body(whole).data.rows[0].changes).toContainEqual({ number: null, field: 'gross', from: 88, to: null });
    expect((await upload(event, 'holes.csv', Buffer.from(`${header}\nAda,${holesOf(5)}\nBen,${holesOf(4)}\n`))).statusCode).toBe(200);
    expect((await app.db.select({ gross: players.grossTotal }).from(players).where(inArray(players.id, [ada, ben]))).map((p) => p.gross)).toEqual([null, null]);
    expect(await ranked()).toEqual([['Ben', 72, 1], ['Ada', 90, 2]]);

    // and once hole scores exist, a gross-only sheet would mix two kinds of card: refused
    const mixed = await upload(event, 'totals.csv', Buffer.from('name,gross\nAda,90\n'));
    expect(mixed.statusCode).toBe(422);
    expect(body(mixed).data.errors[0].message).toMatch(/hole-by-hole/);
  });

  it('totals rank by the event’s handicap system: WHS plays the index on the tee; systems that need holes refuse totals', async () => {
    // Blue tee 72.1 / slope 128, par 72, allowance 95 %: index 30.0 → 30 × 128/113 + 0.1 = 34.08 → 32.4 → 32;
    // index −2.0 → −2.27 + 0.1 = −2.17 → −2.06 → −2 (it had ranked by the raw index: both net 77, the plus player first) †
    const event = await buildScoringEvent(app, 'finished', { type: 'whs' });
    await addGuest(app, event.activityId, 'High', 'M', { handicap: 30 });
    await addGuest(app, event.activityId, 'Plus', 'M', { handicap: -2 });
    expect((await upload(event, 'totals.csv', Buffer.from('name,gross\nHigh,107\nPlus,75\n'))).statusCode).toBe(200);
    const list = body(await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/results`, headers: bearer(event.owner.token) })).data.list;
    expect(list.map((r: { name: string; handicap: number; net: number; rank: number }) => [r.name, r.handicap, r.net, r.rank])).toEqual([
      ['High', 32, 75, 1],
      ['Plus', -2, 77, 2],
    ]);
    // nor can the event move to a system that needs hole scores while its scores are totals
    const patch = await app.inject({ method: 'PATCH', url: `/api/activities/${event.activityId}`, headers: { ...bearer(event.owner.token), 'accept-language': 'en-US' }, payload: { handicapSystem: { type: 'stableford' } } });
    expect(patch.statusCode).toBe(400);
    expect(JSON.stringify(body(patch))).toMatch(/uploaded as round totals/);
    const byPoints = await app.inject({ method: 'PATCH', url: `/api/activities/${event.activityId}`, headers: bearer(event.owner.token), payload: { handicapSystem: { type: 'whs', rankBy: 'points' } } });
    expect(byPoints.statusCode).toBe(400);
    expect(body(byPoints).data.fields[0].path).toBe('handicapSystem.rankBy');
    // ranking the totals by gross needs no hole
    const byGross = await app.inject({ method: 'PATCH', url: `/api/activities/${event.activityId}`, headers: bearer(event.owner.token), payload: { handicapSystem: { type: 'whs', rankBy: 'gross' } } });
    expect(byGross.statusCode).toBe(200);
    const grossList = body(await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/results`, headers: bearer(event.owner.token) })).data.list;
    expect(grossList.map((r: { name: string; rank: number }) => [r.name, r.rank])).toEqual([
      ['Plus', 1],
      ['High', 2],
    ]);

    const peoria = await buildScoringEvent(app, 'finished', { type: 'peoria' });
    await addGuest(app, peoria.activityId, 'Ada', 'F');
    const refused = await upload(peoria, 'totals.csv', Buffer.from('name,gross\nAda,88\n'));
    expect(refused.statusCode).toBe(422);
    expect(body(refused).data.errors).toEqual([{ row: 1, message: expect.stringMatching(/works from hole scores/) }]);
  });

  it('refuses members, other file types and events not yet played', async () => {
    const event = await sixteen();
    const member = await buildUser(app);
    await addMember(app, event.group, member);
    const form = multipartFile('scores-16.csv', fixture('scores-16.csv'), CSV);
    const asMember = await app.inject({
      method: 'POST',
      url: `/api/activities/${event.activityId}/scores/upload`,
      headers: { ...bearer(member.token), ...form.headers },
      payload: form.payload,
    });
    expect(asMember.statusCode).toBe(403);
    expect((await upload(event, 'scores.pdf', Buffer.from('%PDF'), 'application/pdf')).statusCode).toBe(415);
    const early = await buildScoringEvent(app, 'registering');
    expect((await upload(early, 'scores-16.csv', fixture('scores-16.csv'))).statusCode).toBe(409);
  });

  it('says how to save a file it cannot read as a spreadsheet, and a cut-short form apart', async () => {
    const event = await sixteen();
    const broken = await upload(event, 'scores.xlsx', Buffer.from('not a zip file'), XLSX);
    expect(broken.statusCode).toBe(400);
    expect(body(broken).msg).toBe('The file could not be read. Save it as .xlsx or UTF-8 .csv (the template works) and upload again.');
    const form = multipartFile('scores-16.csv', fixture('scores-16.csv'), CSV);
    const cut = await app.inject({
      method: 'POST',
      url: `/api/activities/${event.activityId}/scores/upload`,
      headers: { ...bearer(event.owner.token), ...form.headers, 'accept-language': 'en-US' },
      payload: form.payload.subarray(0, 200),
    });
    expect(cut.statusCode).toBe(400);
    expect(body(cut).msg).toMatch(/form data is incomplete/);
  });

  it('refuses a spreadsheet that unpacks past 20 MB (a "zip bomb") or has more rows than any event, before reading it', async () => {
    const event = await sixteen();
    // ~21 MB of text that packs into a few hundred KB
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('scores');
    sheet.addRow(['name', 'h1']);
    for (let i = 0; i < 700; i++) sheet.addRow([`${i}`.padEnd(32_000, 'x'), 4]);
    const packed = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(packed.length).toBeLessThan(1024 * 1024);
    const bomb = await upload(event, 'scores.xlsx', packed, XLSX, '?dryRun=1');
    expect(bomb.statusCode).toBe(413);
    expect(body(bomb).msg).toMatch(/unpacks to more than 20 MB/);
    // a sheet of 2,001 rows (and a header) says how many it may have
    const rows = ['name,h1', ...Array.from({ length: 2001 }, (_, i) => `Player ${i},4`)].join('\n');
    const long = await upload(event, 'scores.csv', Buffer.from(rows), CSV, '?dryRun=1');
    expect(long.statusCode).toBe(413);
    expect(body(long).msg).toMatch(/more than 2000 rows/);
    // a small .xlsx of 2,002 rows, each with one cell out at column XFD, is refused before any row is read (ExcelJS's own
    // row walk visits every cell up to XFD: 40 s and 3 GB for 20,000 such rows)
    const wide = new ExcelJS.Workbook();
    const far = wide.addWorksheet('scores');
    for (let r = 1; r <= 2002; r++) far.getCell(r, 16_384).value = 1;
    const packedWide = Buffer.from(await wide.xlsx.writeBuffer());
    const xfd = await upload(event, 'scores.xlsx', packedWide, XLSX, '?dryRun=1');
    expect(xfd.statusCode).toBe(413);
    // a row of a csv is read only as far as a score sheet goes: a stray cell far out is not a column
    const csvWide = ['name,h1', `${[...event.pids.keys()][0]},4${','.repeat(5000)}x`].join('\n');
    expect((await upload(event, 'scores.csv', Buffer.from(csvWide), CSV, '?dryRun=1')).statusCode).not.toBe(500);
    expect(await savedCount(event.pids.values())).toBe(0);
  });

  it('exports results as a readable .xlsx with all players, divisions and scorecards', async () => {
    const event = await sixteen('finished');
    const names = [...event.pids.keys()];
    await app.db.update(players).set({ division: 'A' }).where(inArray(players.id, names.slice(0, 8).map((n) => event.pids.get(n)!)));
    await app.db.update(players).set({ division: 'B' }).where(inArray(players.id, names.slice(8).map((n) => event.pids.get(n)!)));
    expect((await upload(event, 'scores-16.csv', fixture('scores-16.csv'))).statusCode).toBe(200);
    const res = await app.inject({
      method: 'GET',
      url: `/api/activities/${event.activityId}/results/export`,
      headers: { ...bearer(event.owner.token), 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['All players', 'A', 'B', 'Scorecards']);
    expect(book.worksheets[0].rowCount).toBe(17);
    expect(book.worksheets[0].getRow(1).getCell(7).value).toBe('Handicap');
    // places and strokes to par are numbers a spreadsheet sorts and adds (they were text: "T4", "+6"), a tie beside them
    const first = book.worksheets[0].getRow(2);
    expect(typeof first.getCell(1).value).toBe('number');
    expect(typeof first.getCell(12).value).toBe('number');
    expect(book.worksheets[0].getRow(1).getCell(12).value).toBe('To par');
    expect(book.worksheets[0].getColumn(12).numFmt).toBe('+0;-0;0');
    expect(book.worksheets[1].rowCount).toBe(9);
    const cards = book.worksheets[3];
    expect(cards.getRow(2).getCell(1).value).toBe('Par');
    expect(cards.getRow(2).getCell(20).value).toBe(72);
  });
});
