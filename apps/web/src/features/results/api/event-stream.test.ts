import { describe, expect, it } from 'vitest';
import { parseEventStream } from './event-stream';

describe('parseEventStream', () => {
  it('reads events split across chunks, skips comments and keeps the event name', () => {
    const seen: [string, string][] = [];
    const feed = parseEventStream((name, data) => seen.push([name, data]));
    feed('retry: 3000\n\nevent: changed\ndata: {"version":1,');
    feed('"pid":null}\n\n: keep-alive\n\n');
    feed('event: changed\r\ndata: {"version":2,"pid":"5"}\r\n\r\n');
    expect(seen).toEqual([
      ['changed', '{"version":1,"pid":null}'],
      ['changed', '{"version":2,"pid":"5"}'],
    ]);
  });
});
