import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { bearer, body, buildUser, type TestUser } from './factories';
import { addMember } from './group-factories';
import { messageKinds } from './activity-factories';
import { buildFlightEvent, type FlightEvent } from './flight-factories';

const { app, smtp } = await buildTestApp();
const en = (u: TestUser) => ({ ...bearer(u.token), 'accept-language': 'en-US' });

interface FlightOut {
  id: string | null;
  day: string;
  teeTime: string;
  startHole: number;
  startGroup: string;
  locked: boolean;
  markerPlayerId: string | null;
  /** pids in playing order */
  players: string[];
}

const url = (e: FlightEvent, rest = '') => `/api/activities/${e.aid}/flights${rest}`;
const getFlights = async (e: FlightEvent, who: TestUser = e.owner) => body(await app.inject({ method: 'GET', url: url(e), headers: en(who) })).data;
const auto = (e: FlightEvent, payload: object, who: TestUser = e.owner) => app.inject({ method: 'POST', url: url(e, '/auto'), headers: en(who), payload });
const put = (e: FlightEvent, payload: object, who: TestUser = e.owner) => app.inject({ method: 'PUT', url: url(e), headers: en(who), payload });
const publish = (e: FlightEvent, who: TestUser = e.owner) => app.inject({ method: 'POST', url: url(e, '/publish'), headers: en(who) });

/** The answer's flights as a PUT body. */
const asInput = (flights: FlightOut[]) =>
  flights.map((f) => ({
    ...(f.id ? { id: f.id } : {}),
    day: f.day,
    teeTime: f.teeTime,
    startHole: f.startHole,
    startGroup: f.startGroup,
    locked: f.locked,
    players: f.players,
  }));

/** Proposes by registration order and saves it; answers the saved flights. */
async function saveProposal(e: FlightEvent, payload: object = { strategy: 'registration' }): Promise<FlightOut[]> {
  const proposal = body(await auto(e, payload)).data;
  const saved = await put(e, { flights: asInput(proposal.flights) });
  expect(saved.statusCode).toBe(200);
  return body(saved).data.flights;
}

describe('auto-assign', () => {
  it('proposes 24 players in 6 flights on a two-tee start without saving anything', async () => {
    const e = await buildFlightEvent(app, 24);
    const res = await auto(e, { strategy: 'handicap', size: 4, interval: 8, start: 'twoTee', firstTeeTime: '07:30' });
    expect(res.statusCode).toBe(200);
    const proposal = body(res).data;
    expect(proposal.flights).toHaveLength(6);
    expect(proposal.unassigned).toEqual([]);
    expect(proposal.flights.map((f: FlightOut) => `${f.teeTime}@${f.startHole}`)).toEqual(['07:30@1', '07:30@10', '07:38@1', '07:38@10', '07:46@1', '07:46@10']);
    expect(proposal.flights.every((f: FlightOut) => f.id === null && f.players.length === 4)).toBe(true);
    expect(new Set(proposal.flights.flatMap((f: FlightOut) => f.players)).size).toBe(24);
    // API.md: a flight's players are ids; the answer's players name each one, in flight and playing order
    expect(proposal.players.map((p: { pid: string }) => p.pid)).toEqual(proposal.flights.flatMap((f: FlightOut) => f.players));
    expect(proposal.players[0]).toMatchObject({ name: expect.any(String), handicap: expect.any(Number) });
    const stored = await getFlights(e);
    expect(stored.flights).toEqual([]);
    expect(stored.unassigned).toHaveLength(24);
    expect(stored.publishedAt).toBeNull();
  });

  it('keeps "play with" requests (three languages) and guests with their host together', async () => {
    const e = await buildFlightEvent(app, 12, {
      remarks: { 0: 'Please let me play with Player L.', 1: '想和Player K同组', 2: 'Player Jと同組でお願いします', 3: 'play with Mr Nobody' },
      guests: 1,
    });
    const proposal = body(await auto(e, { strategy: 'handicap', size: 4 })).data;
    // a request that names nobody is reported to the organisers (remarks are theirs to read), not silently dropped
    expect(proposal.unmatchedRequests).toEqual([{ pid: e.pids[3], request: 'Mr Nobody' }]);
    const flightsAs = async (who: TestUser) => body(await app.inject({ method: 'GET', url: url(e, ''), headers: en(who) })).data;
    expect((await flightsAs(e.owner)).unmatchedRequests).toEqual([{ pid: e.pids[3], request: 'Mr Nobody' }]);
    expect((await flightsAs(e.members[5])).unmatchedRequests).toEqual([]);
    const flightOf = (pid: string) => proposal.flights.findIndex((f: FlightOut) => f.players.includes(pid));
    expect(flightOf(e.pids[0])).toBe(flightOf(e.pids[11]));
    expect(flightOf(e.pids[1])).toBe(flightOf(e.pids[10]));
    expect(flightOf(e.pids[2])).toBe(flightOf(e.pids[9]));
    expect(flightOf(e.pids[12])).toBe(flightOf(e.pids[0])); // the guest of member 0
  });

  it('keeps a locked flight exactly as it is when auto-assign runs again', async () => {
    const e = await buildFlightEvent(app, 8);
    const saved = await saveProposal(e);
    const locked = { ...saved[1], locked: true };
    expect((await put(e, { flights: asInput([saved[0], locked]) })).statusCode).toBe(200);
    const proposal = body(await auto(e, { strategy: 'random', seed: 7, start: 'singleTee' })).data;
    const kept = proposal.flights.find((f: FlightOut) => f.id === locked.id);
    expect(kept).toMatchObject({ locked: true, teeTime: locked.teeTime, startHole: locked.startHole });
    expect(kept.players).toEqual(locked.players);
    expect(proposal.flights).toHaveLength(2);
    const unlocked = body(await auto(e, { strategy: 'random', seed: 7, keepLocked: false })).data;
    expect(unlocked.flights.every((f: FlightOut) => f.id === null)).toBe(true);
  });

  it('refuses a day outside the event and a shotgun that cannot fit, saying what to do', async () => {
    const e = await buildFlightEvent(app, 6);
    const offDay = await auto(e, { strategy: 'random', day: '2001-01-01' });
    expect(offDay.statusCode).toBe(400);
    expect(body(offDay).msg).toMatch(/not an event day/);
    const late = await auto(e, { strategy: 'random', size: 2, interval: 30, start: 'singleTee', firstTeeTime: '23:30' });
    expect(late.statusCode).toBe(400);
    expect(body(late).msg).toMatch(/midnight/);
    // a tee group has at most 4 players (PRODUCT.md)
    const five = await auto(e, { strategy: 'random', size: 5 });
    expect(five.statusCode).toBe(400);
    expect(body(five).data.fields).toEqual([{ path: 'size', message: 'A flight has between 2 and 4 players' }]);
  });
});

describe('saving the arrangement', () => {
  it('a double click on save (the same first arrangement twice at once) saves it once, both answered, no error', async () => {
    const e = await buildFlightEvent(app, 8);
    const proposal = body(await auto(e, { strategy: 'registration', size: 4 })).data;
    const both = await Promise.all([put(e, { flights: asInput(proposal.flights) }), put(e, { flights: asInput(proposal.flights) })]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const stored = await getFlights(e);
    expect(stored.flights).toHaveLength(2);
    expect(stored.flights.flatMap((f: FlightOut) => f.players).sort()).toEqual([...e.pids].sort());
  });

  it('a player leaving while the flights are saved: the save is answered (saved or refused), never an error', async () => {
    const e = await buildFlightEvent(app, 8);
    const proposal = body(await auto(e, { strategy: 'registration', size: 4 })).data;
    const leaver = e.members[e.members.length - 1];
    const [saved, left] = await Promise.all([
      put(e, { flights: asInput(proposal.flights) }),
      app.inject({ method: 'DELETE', url: `/api/activities/${e.aid}/registrations/me`, headers: en(leaver) }),
    ]);
    expect(left.statusCode).toBe(200);
    expect([200, 400]).toContain(saved.statusCode);
  });

  it('saves, keeps flight ids on a later save, and answers every problem with 400 and fields while nothing changes', async () => {
    const e = await buildFlightEvent(app, 8);
    const saved = await saveProposal(e);
    expect(saved).toHaveLength(2);
    expect(saved.every((f) => f.id !== null)).toBe(true);
    const reloaded = await getFlights(e);
    expect(reloaded.flights).toEqual(saved);
    expect(reloaded.unassigned).toEqual([]);

    const [a, b] = asInput(saved);
    const day = a.day;
    const cases: [string, object[], RegExp][] = [
      ['over size', [{ ...a, players: [...a.players, b.players[0]] }, { ...b, players: b.players.slice(1) }], /Flight 1: 5 players, but a flight holds at most 4/],
      ['player in two flights', [a, { ...b, players: [...b.players.slice(1), a.players[0]] }], /Flight 2: Player A is already in flight 1/],
      ['unknown player', [{ ...a, players: [...a.players.slice(1), '999999'] }, b], /Flight 1: player 999999 is not registered/],
      ['tee time outside the day', [a, { ...b, day: '2001-01-01' }], /Flight 2: 2001-01-01 .* is not on an event day/],
      ['same tee slot', [a, { ...b, teeTime: a.teeTime, startHole: a.startHole }], /Flight 2: another flight already starts/],
      ['marker outside the flight', [{ ...a, markerPlayerId: b.players[0] }, b], /Flight 1: the marker .* does not play in this flight/],
    ];
    for (const [name, flights, message] of cases) {
      const res = await put(e, { flights });
      expect(res.statusCode, name).toBe(400);
      const fields = body(res).data.fields as { path: string; message: string }[];
      expect(fields.length, name).toBeGreaterThan(0);
      expect(fields.map((f) => f.message).join(' | '), name).toMatch(message);
      expect(body(res).msg, name).toMatch(/not saved/);
      expect((await getFlights(e)).flights, name).toEqual(saved);
    }
    // several problems at once: all listed, in flight order
    const many = await put(e, { flights: [{ ...a, players: [...a.players, b.players[0]] }, { ...b, day: '2001-01-01' }] });
    expect(body(many).data.fields.map((f: { path: string }) => f.path)).toEqual(['flights.0.players', 'flights.1.players', 'flights.1.day']);
    // schema problems come as fields too
    const badTime = await put(e, { flights: [{ ...a, teeTime: '7.30' }] });
    expect(badTime.statusCode).toBe(400);
    expect(body(badTime).data.fields[0]).toMatchObject({ path: 'flights.0.teeTime' });

    // a good change: one player moves, a marker is set, size stays 4, ids are kept
    const moved = await put(e, { flights: [{ ...a, players: a.players.slice(1), markerPlayerId: a.players[1] }, { ...b, players: [...b.players.slice(0, 3), a.players[0]] }] });
    expect(moved.statusCode).toBe(200);
    const after = body(moved).data;
    expect(after.flights.map((f: FlightOut) => f.id)).toEqual(saved.map((f) => f.id));
    expect(after.flights[0]).toMatchObject({ markerPlayerId: a.players[1] });
    expect(after.unassigned.map((p: { pid: string }) => p.pid)).toEqual([b.players[3]]);
    expect(day).toBe(reloaded.days[0]);
    // a flight sent twice with one id (a copied card): the copy becomes a new flight
    const copied = body(await put(e, { flights: [a, { ...b, id: a.id }] })).data.flights;
    expect(copied[0].id).toBe(a.id);
    expect(copied[1].id).not.toBe(a.id);
    expect(copied[1].players).toEqual(b.players);
    // deleting every flight unassigns everybody
    expect(body(await put(e, { flights: [] })).data.unassigned).toHaveLength(8);
  });
});

describe('the marker', () => {
  it('is a member of the flight: a guest, who has no account to enter scores with, is refused (400, nothing saved)', async () => {
    const e = await buildFlightEvent(app, 2, { guests: 1 });
    const day = body(await app.inject({ method: 'GET', url: `/api/activities/${e.aid}`, headers: en(e.owner) })).data.days[0];
    const save = (marker: string) =>
      app.inject({ method: 'PUT', url: `/api/activities/${e.aid}/flights`, headers: en(e.owner), payload: { flights: [{ day, teeTime: '08:00', startHole: 1, players: e.pids, markerPlayerId: marker }] } });
    const guest = await save(e.pids[2]);
    expect(guest.statusCode).toBe(400);
    expect(body(guest).data.fields).toEqual([
      { path: 'flights.0.markerPlayerId', message: expect.stringMatching(/^Flight 1: .+ is a guest without an account, so cannot enter the scores\. Choose a member of the flight as marker\.$/) },
    ]);
    expect((await getFlights(e)).flights).toEqual([]);
    expect((await save(e.pids[0])).statusCode).toBe(200);
  });
});

describe('who may do what', () => {
  it('organiser-only actions: anonymous 401, non-member 403, member 403, organiser and admin 200', async () => {
    const e = await buildFlightEvent(app, 4);
    const organiser = await buildUser(app);
    await addMember(app, e.group, organiser, 'organiser');
    const stranger = await buildUser(app);
    const admin = await buildUser(app, { role: 'admin' });
    const member = e.members[0];
    const proposal = body(await auto(e, { strategy: 'registration' })).data;
    const arrangement = { flights: asInput(proposal.flights) };
    const actions: [string, 'GET' | 'POST' | 'PUT', string, object | undefined][] = [
      ['auto', 'POST', url(e, '/auto'), { strategy: 'random' }],
      ['save', 'PUT', url(e), arrangement],
      ['publish', 'POST', url(e, '/publish'), undefined],
      ['export', 'GET', url(e, '/export'), undefined],
    ];
    const roles: [string, Record<string, string>, number][] = [
      ['anonymous', {}, 401],
      ['non-member', bearer(stranger.token), 403],
      ['member', bearer(member.token), 403],
      ['organiser', bearer(organiser.token), 200],
      ['admin', bearer(admin.token), 200],
    ];
    for (const [action, method, path, payload] of actions) {
      for (const [role, headers, status] of roles) {
        const res = await app.inject({ method, url: path, headers: { ...headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${action} as ${role}`).toBe(status);
      }
    }
    // reading: members see published flights; strangers are refused
    expect((await app.inject({ method: 'GET', url: url(e), headers: en(member) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: url(e), headers: en(stranger) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: url(e) })).statusCode).toBe(401);
  });
});

describe('publishing', () => {
  it('members see nothing before publishing; publishing tells every member their tee time, hole and partners', async () => {
    const e = await buildFlightEvent(app, 8, { guests: 1 });
    const saved = await saveProposal(e, { strategy: 'registration', size: 3 });
    expect((await getFlights(e, e.members[0])).flights).toEqual([]);
    expect(body(await app.inject({ method: 'GET', url: url(e, '/mine'), headers: en(e.members[0]) })).data).toBeNull();

    const res = await publish(e);
    expect(res.statusCode).toBe(200);
    expect(body(res).data.publishedAt).toEqual(expect.any(String));
    for (const m of e.members) expect(await messageKinds(app, m.id)).toContain('flights.published');
    const mail = await smtp.waitFor(e.members[0].email);
    expect(mail.subject).toMatch(/Test Cup/);
    // the mail goes in the member's own language (zh-CN by default)
    expect(mail.text).toMatch(new RegExp(`${saved[0].teeTime} 从第 ${saved[0].startHole} 洞出发`));

    const seen = await getFlights(e, e.members[1]);
    expect(seen.flights).toHaveLength(saved.length);
    expect(seen.players[0]).not.toHaveProperty('remark');
    expect((await getFlights(e)).players[0]).toHaveProperty('remark');
    const mine = body(await app.inject({ method: 'GET', url: url(e, '/mine'), headers: en(e.members[0]) })).data;
    expect(mine).toMatchObject({ flightId: saved[0].id, teeTime: saved[0].teeTime, startHole: saved[0].startHole, pid: e.pids[0] });
    expect(mine.partners.map((p: { pid: string }) => p.pid)).toEqual(saved[0].players.filter((pid) => pid !== e.pids[0]));
  });

  it('a change after publishing tells only the affected players; a withdrawal tells the rest of that flight', async () => {
    const e = await buildFlightEvent(app, 8);
    const saved = await saveProposal(e);
    expect((await publish(e)).statusCode).toBe(200);
    const [a, b] = asInput(saved);
    // swap the last players of the two flights: both flights' players are affected
    const swapped = await put(e, { flights: [{ ...a, players: [...a.players.slice(0, 3), b.players[3]] }, { ...b, players: [...b.players.slice(0, 3), a.players[3]] }] });
    expect(swapped.statusCode).toBe(200);
    for (const m of e.members) expect((await messageKinds(app, m.id)).filter((k) => k === 'flights.changed')).toHaveLength(1);
    // moving flight 2 to a later time changes nothing for flight 1
    const later = await put(e, { flights: [{ ...a, players: [...a.players.slice(0, 3), b.players[3]] }, { ...b, teeTime: '09:00', players: [...b.players.slice(0, 3), a.players[3]] }] });
    expect(later.statusCode).toBe(200);
    expect((await messageKinds(app, e.members[0].id)).filter((k) => k === 'flights.changed')).toHaveLength(1);
    expect((await messageKinds(app, e.members[4].id)).filter((k) => k === 'flights.changed')).toHaveLength(2);

    // member 0 cancels: flight 1's other players hear of it, flight 2's do not
    expect((await app.inject({ method: 'DELETE', url: `/api/activities/${e.aid}/registrations/me`, headers: en(e.members[0]) })).statusCode).toBe(200);
    for (const i of [1, 2, 7]) expect(await messageKinds(app, e.members[i].id), `member ${i}`).toContain('flights.withdrawn');
    for (const i of [3, 4, 5, 6]) expect(await messageKinds(app, e.members[i].id), `member ${i}`).not.toContain('flights.withdrawn');
    const now = await getFlights(e);
    expect(now.flights[0].players).toHaveLength(3);
  });

  it('the marker is told: on publishing, when made marker later, and when another member takes it over', async () => {
    const e = await buildFlightEvent(app, 4);
    const [a] = asInput(await saveProposal(e));
    const marker = (pid: string) => put(e, { flights: [{ ...a, markerPlayerId: pid }] });
    const markerMessages = async (i: number) => (await messageKinds(app, e.members[i].id)).filter((k) => k.startsWith('flights.marker'));
    // before publishing nobody is told anything
    expect((await marker(e.pids[0])).statusCode).toBe(200);
    expect(await markerMessages(0)).toEqual([]);
    expect((await publish(e)).statusCode).toBe(200);
    expect(await markerMessages(0)).toEqual(['flights.marker']);
    for (const i of [1, 2, 3]) expect(await markerMessages(i)).toEqual([]);
    // the content says what to do, in the member's language
    const [msg] = body(await app.inject({ method: 'GET', url: '/api/messages?pageSize=100', headers: en(e.members[0]) })).data.list.filter(
      (m: { title: string }) => m.title.startsWith('You keep the scores'),
    );
    expect(msg.content).toMatch(/Enter scores/);
    // handing the card to member 1: member 1 is now the marker, member 0 hears it is no longer theirs; nobody else is told
    expect((await marker(e.pids[1])).statusCode).toBe(200);
    expect(await markerMessages(0)).toEqual(['flights.marker', 'flights.markerOff']);
    expect(await markerMessages(1)).toEqual(['flights.marker']);
    for (const i of [0, 1, 2, 3]) expect(await messageKinds(app, e.members[i].id)).not.toContain('flights.changed');
    // saving it again unchanged tells nobody
    expect((await marker(e.pids[1])).statusCode).toBe(200);
    expect(await markerMessages(1)).toEqual(['flights.marker']);
  });

  it('refuses to publish when no flight has players', async () => {
    const e = await buildFlightEvent(app, 4);
    const res = await publish(e);
    expect(res.statusCode).toBe(409);
    expect(body(res).msg).toMatch(/Assign the players and save/);
  });
});

describe('the pairing sheet', () => {
  it('exports a valid xlsx: a title row, localised headers and one row per flight with handicaps', async () => {
    const e = await buildFlightEvent(app, 24);
    const saved = await saveProposal(e, { strategy: 'handicap', start: 'twoTee' });
    const nameOf = new Map((await getFlights(e)).players.map((p: { pid: string; name: string }) => [p.pid, p.name]));
    for (const [lang, header] of [['en-US', 'Tee time'], ['ja-JP', 'スタート時刻'], ['zh-CN', '开球时间']] as const) {
      const res = await app.inject({ method: 'GET', url: url(e, '/export'), headers: { ...bearer(e.owner.token), 'accept-language': lang } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/spreadsheetml/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/Test Cup.*Pine Ridge/);
      expect(sheet.getRow(2).getCell(3).value).toBe(header);
      expect(sheet.rowCount).toBe(2 + 6);
      if (lang === 'en-US') {
        const row = sheet.getRow(3);
        expect(row.getCell(3).value).toBe(saved[0].teeTime);
        expect(row.getCell(4).value).toBe('OUT');
        expect(row.getCell(5).value).toBe(nameOf.get(saved[0].players[0]));
        expect(row.getCell(6).value).toEqual(expect.any(Number));
        // one decimal, a plus handicap with "+"
        expect(row.getCell(6).numFmt).toBe('0.0;"+"0.0');
        expect(sheet.getRow(4).getCell(4).value).toBe('IN');
        // the day as the language writes it, with its weekday
        const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(new Date(`${saved[0].day}T00:00:00Z`));
        expect(row.getCell(2).value).toBe(day);
      }
      if (lang === 'ja-JP') expect(String(sheet.getRow(3).getCell(2).value)).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日\(.\)$/);
    }
    // a shotgun start names the hole in words (a bare "5" read as a flight number), with the letter of a doubled hole
    const shotgun = await saveProposal(e, { strategy: 'handicap', start: 'shotgun' });
    const doubled = [
      // the first flight's first player keeps its card: marked ✎ as on the printed sheet
      { ...asInput(shotgun)[0], startHole: 1, startGroup: 'A', markerPlayerId: shotgun[0].players[0] },
      { ...asInput(shotgun)[1], startHole: 1, startGroup: 'B' },
      ...asInput(shotgun).slice(2),
    ];
    expect((await put(e, { flights: doubled })).statusCode).toBe(200);
    for (const [lang, a, b] of [['en-US', 'Hole 1A', 'Hole 1B'], ['ja-JP', '1番ホールA', '1番ホールB'], ['zh-CN', '1 号洞A', '1 号洞B']] as const) {
      const res = await app.inject({ method: 'GET', url: url(e, '/export'), headers: { ...bearer(e.owner.token), 'accept-language': lang } });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      expect([sheet.getRow(3).getCell(4).value, sheet.getRow(4).getCell(4).value]).toEqual([a, b]);
      expect(String(sheet.getRow(3).getCell(5).value)).toMatch(/ ✎$/);
      expect(String(sheet.getRow(3).getCell(7).value)).not.toMatch(/✎/);
      expect(String(sheet.getRow(5).getCell(4).value)).toMatch(lang === 'en-US' ? /^Hole \d+$/ : lang === 'ja-JP' ? /^\d+番ホール$/ : /^\d+ 号洞$/);
    }
  });
});
