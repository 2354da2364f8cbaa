import { describe, expect, it } from 'vitest';
import { SERVER_MAIN, serverArgs, serverNodeFlags } from '../../../scripts/server-flags.mjs';

// The flags `npm start`, the bench, the crash test and the e2e server give Node for the server process.
describe('serverNodeFlags', () => {
  it('runs the embedded database with V8 optimising for size (peak RSS under 300 MB, README "Performance")', () => {
    expect(serverNodeFlags({})).toEqual(['--optimize-for-size']);
    expect(serverNodeFlags({ DATABASE_URL: '' })).toEqual(['--optimize-for-size']);
  });

  it("keeps V8's defaults on PostgreSQL", () => {
    expect(serverNodeFlags({ DATABASE_URL: 'postgres://golf:golf@127.0.0.1:5432/golf' })).toEqual([]);
  });

  it('puts the flags before the built server (or another build given)', () => {
    expect(SERVER_MAIN).toMatch(/apps[\\/]server[\\/]dist[\\/]main\.js$/);
    expect(serverArgs({})).toEqual(['--optimize-for-size', SERVER_MAIN]);
    expect(serverArgs({ DATABASE_URL: 'postgres://x' }, '/tmp/other/main.js')).toEqual(['/tmp/other/main.js']);
  });
});
