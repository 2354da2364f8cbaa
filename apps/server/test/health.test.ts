import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

describe('health and the error envelope', async () => {
  const { app } = await buildTestApp();

  it('answers { db: "ok" } without login', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: 'ok', data: { db: 'ok' } });
  });

  it('answers an unknown API path with 404 in the caller language', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'accept-language': 'ja' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).not.toBe(0);
    expect(res.json().msg).toContain('API');
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeTruthy();
  });
});
