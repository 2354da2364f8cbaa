import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

describe('OpenAPI document', async () => {
  const { app } = await buildTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
  };

  const expected: Array<[string, string, boolean]> = [
    ['post', '/api/user/register', false],
    ['post', '/api/app/user/confirm', false],
    ['post', '/api/user/activation/resend', false],
    ['post', '/api/user/auth', false],
    ['post', '/api/user/logout', true],
    ['post', '/api/user/info', true],
    ['post', '/api/user/menu', true],
    ['post', '/api/user/reset/request', false],
    ['post', '/api/app/user/reset', false],
    ['put', '/api/user/password', true],
    ['get', '/api/user/settings', true],
    ['put', '/api/user/settings', true],
    ['post', '/api/user/email-change/resend', true],
    ['delete', '/api/user/email-change', true],
    ['post', '/api/user/avatar', true],
    ['get', '/api/uploads/{folder}/{file}', false],
    ['post', '/api/user/google', false],
    ['post', '/api/google', false],
    ['get', '/api/user/google/config', false],
    ['get', '/api/messages', true],
    ['post', '/api/messages/read', true],
    ['post', '/api/messages/read-all', true],
    ['get', '/api/manager/overview', true],
    ['get', '/api/manager/members', true],
    ['patch', '/api/manager/members/{uid}', true],
    ['get', '/api/groups', true],
    ['post', '/api/groups', true],
    ['get', '/api/groups/pending-applications-summary', true],
    ['get', '/api/groups/{gid}', true],
    ['patch', '/api/groups/{gid}', true],
    ['delete', '/api/groups/{gid}', true],
    ['post', '/api/groups/{gid}/logo', true],
    ['post', '/api/groups/{gid}/transfer', true],
    ['get', '/api/groups/{gid}/statistics', true],
    ['post', '/api/groups/{gid}/applications', true],
    ['get', '/api/groups/{gid}/applications', true],
    ['post', '/api/groups/{gid}/applications/{appId}/approve', true],
    ['post', '/api/groups/{gid}/applications/{appId}/reject', true],
    ['post', '/api/groups/{gid}/applications/decide', true],
    ['get', '/api/groups/{gid}/members', true],
    ['patch', '/api/groups/{gid}/members/{uid}', true],
    ['delete', '/api/groups/{gid}/members/{uid}', true],
  ];
  for (const [method, path, secured] of expected) {
    it(`documents ${method.toUpperCase()} ${path}`, () => {
      const op = doc.paths[path]?.[method];
      expect(op).toBeDefined();
      expect(op?.tags?.length).toBeGreaterThan(0);
      expect(Boolean(op?.security?.length)).toBe(secured);
    });
  }
});
