import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { bearer, body, buildUser } from './factories';
import { buildTestApp } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with one file field. */
function form(filename: string, contentType: string, data: Buffer) {
  const boundary = '----golf-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('avatar upload', async () => {
  const { app } = await buildTestApp();
  const upload = (token: string, f: ReturnType<typeof form>) =>
    app.inject({ method: 'POST', url: '/api/user/avatar', payload: f.payload, headers: { ...f.headers, ...bearer(token), 'accept-language': 'en-US' } });

  it('stores a PNG, points the user at it and serves it with its content type', async () => {
    const user = await buildUser(app);
    const res = await upload(user.token, form('me.png', 'image/png', PNG));
    expect(res.statusCode).toBe(200);
    const url = body(res).data.avatar as string;
    expect(url).toMatch(/^\/api\/uploads\/avatars\/[a-f0-9]{32}\.png$/);

    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const login = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: user.username, password: user.password } });
    expect(body(login).data.info.avatar).toBe(url);

    // a second upload replaces the first file
    const next = body(await upload(user.token, form('me2.png', 'image/png', PNG))).data.avatar as string;
    expect(next).not.toBe(url);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses other types with 415, including a text file named .png', async () => {
    const user = await buildUser(app);
    for (const f of [form('a.txt', 'text/plain', Buffer.from('hello')), form('a.png', 'image/png', Buffer.from('not really a png'))]) {
      const res = await upload(user.token, f);
      expect(res.statusCode).toBe(415);
      expect(body(res)).toMatchObject({ code: ErrorCode.unsupportedMedia, msg: 'Please upload a PNG, JPEG, WebP or GIF image.' });
    }
    const json = await app.inject({ method: 'POST', url: '/api/user/avatar', payload: { file: 'x' }, headers: bearer(user.token) });
    expect(json.statusCode).toBe(415);
  });

  it('refuses more than 2 MB with 413', async () => {
    const user = await buildUser(app);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload(user.token, form('big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({ code: ErrorCode.tooLarge, msg: 'The image is too large; the limit is 2 MB.' });
  });

  it('answers 400 to a body cut short inside the file, and keeps the avatar it had', async () => {
    const user = await buildUser(app);
    const before = body(await upload(user.token, form('me.png', 'image/png', PNG))).data.avatar as string;
    const whole = form('me.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(64 * 1024)]));
    const res = await upload(user.token, { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 1000) });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toMatch(/form data is incomplete/);
    const login = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: user.username, password: user.password } });
    expect(body(login).data.info.avatar).toBe(before);
  });

  it('needs a session and serves nothing but our own file names', async () => {
    expect((await upload('nope', form('me.png', 'image/png', PNG))).statusCode).toBe(401);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.png', `${'a'.repeat(32)}.svg`]) {
      const res = await app.inject({ method: 'GET', url: `/api/uploads/avatars/${name}` });
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
    }
    expect((await app.inject({ method: 'GET', url: `/api/uploads/avatars/${'a'.repeat(32)}.png` })).statusCode).toBe(404);
  });
});
