import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { interpretResponse } from './interpret-response';

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);

describe('interpretResponse (spec §8 envelope reading)', () => {
  it.each([0, 200, undefined])('code %s is success and yields data', (code) => {
    const body = code === undefined ? { msg: 'ok', data: { id: '1' } } : { code, msg: 'ok', data: { id: '1' } };
    expect(interpretResponse({ status: 200, body }, t)).toEqual({ kind: 'success', data: { id: '1' } });
  });

  it('passes a body that is no envelope through', () => {
    expect(interpretResponse({ status: 200, body: 'plain' }, t)).toEqual({ kind: 'success', data: 'plain' });
  });

  it('shows -32000 as "[ code: -32000 ] {msg}"', () => {
    const r = interpretResponse({ status: 200, body: { code: -32000, msg: 'boom', data: null } }, t);
    expect(r).toMatchObject({ kind: 'error', code: -32000, message: '[ code: -32000 ] boom', logout: false });
  });

  it('rejects another code with the server message, even on HTTP 200', () => {
    const r = interpretResponse({ status: 200, body: { code: 40900, msg: 'Full', data: null } }, t);
    expect(r).toMatchObject({ kind: 'error', code: 40900, message: 'Full', logout: false });
  });

  it('keeps the field errors of a validation answer', () => {
    const fields = [{ path: 'email', message: 'Please enter a valid email address' }];
    const r = interpretResponse({ status: 400, body: { code: ErrorCode.validation, msg: 'Invalid', data: { fields } } }, t);
    expect(r).toMatchObject({ kind: 'error', status: 400, message: 'Invalid', fields });
  });

  it('logs out on HTTP 401', () => {
    const r = interpretResponse({ status: 401, body: { code: ErrorCode.unauthenticated, msg: 'Please log in', data: null } }, t);
    expect(r).toMatchObject({ kind: 'error', status: 401, message: 'Please log in', logout: true });
  });

  it('does not log out on the wrong-credentials 401, just shows it', () => {
    const r = interpretResponse({ status: 401, body: { code: ErrorCode.wrongCredentials, msg: 'Wrong user or password', data: null } }, t);
    expect(r).toMatchObject({ kind: 'error', message: 'Wrong user or password', logout: false });
  });

  it('gives a translated session message on a 401 without body', () => {
    expect(interpretResponse({ status: 401 }, t)).toMatchObject({ message: 'common:http.sessionExpired', logout: true });
  });

  it('gives the generic retry message when no response arrived', () => {
    expect(interpretResponse({}, t)).toEqual({ kind: 'error', message: 'common:http.noResponse', fields: [], logout: false });
  });

  it('names the status of an HTTP error without envelope', () => {
    const r = interpretResponse({ status: 502, body: '<html>' }, t);
    expect(r).toMatchObject({ kind: 'error', status: 502, message: 'common:http.failed {"status":502}' });
  });
});
