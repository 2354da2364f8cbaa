import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('turns on jitless before zod loads, through the global zod reads its configuration from', async () => {
    await import('./zod-config');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // and parsing still works without compiled parsers
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});
