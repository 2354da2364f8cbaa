import { afterAll, describe, expect, it, vi } from 'vitest';
import { seed } from '../src/db/seed';
import { bearer, body } from './factories';
import { buildTestApp } from './helpers';

describe('demo scores', async () => {
  const { app } = await buildTestApp({ adminUsername: 'admin', adminPassword: 'Admin123', seedDemo: true });
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  afterAll(() => log.mockRestore());
  const result = await seed(app);
  const pastId = result?.demo?.activities.pastId;

  it('the finished Club Championship has twelve cards and stored results a demo member can read', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: 'oliver.bennett', password: 'Member123' } });
    const token = body(login).data.token as string;
    const res = await app.inject({ method: 'GET', url: `/api/activities/${pastId}/results`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const data = body(res).data;
    expect(data.status).toBe('finished');
    expect(data.computedAt).not.toBeNull();
    expect(data.list).toHaveLength(12);
    expect(data.list.every((r: { status: string; rank: number | null }) => r.status === 'ok' && r.rank !== null)).toBe(true);
    // finished: the hidden holes are revealed to members
    expect(data.hiddenHoles).toHaveLength(12);
    for (const r of data.list) {
      expect(r.gross).toBeGreaterThanOrEqual(65);
      expect(r.gross).toBeLessThanOrEqual(130);
      expect(r.putts).toBeGreaterThanOrEqual(18);
      expect(r.net).toBeCloseTo(r.gross - r.handicap, 5);
    }
    const cards = body(await app.inject({ method: 'GET', url: `/api/activities/${pastId}/scorecards`, headers: bearer(token) })).data;
    expect(cards.players.every((p: { holes: unknown[] }) => p.holes.length === 18)).toBe(true);
  });
});
