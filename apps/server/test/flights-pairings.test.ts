import { describe, expect, it } from 'vitest';
import { pairingRequests } from '../src/modules/flights/flights.pairings';

const players = (list: [string, string][]) => list.map(([name, remark], i) => ({ pid: String(i + 1), name, remark }));

describe('pairing requests in remarks', () => {
  it('name a player by the whole name, whatever the spacing, width and case', () => {
    const field = players([
      ['Emma Clarke', ''],
      ['田中 浩', ''],
      ['王芳', '希望和ＥＭＭＡ ＣＬＡＲＫＥ同组'],
      ['Ken Sato', '田中浩と同組でお願いします'],
    ]);
    expect(pairingRequests(field).partners).toEqual(new Map([['3', ['1']], ['4', ['2']]]));
  });

  it('or by a part of it that no other player shares: a given or family name', () => {
    const field = players([
      ['Emma Clarke', ''],
      ['田中 浩', ''],
      ['Li Wei', ''],
      ['Lily Chen', ''],
      ['王芳', '希望和Emma同组'],
      ['Ken Sato', '田中と同組'],
      ['Amy Tan', 'please play with Li'],
    ]);
    expect(pairingRequests(field).partners).toEqual(
      new Map([
        ['5', ['1']],
        ['6', ['2']],
        // "Li" is a word of Li Wei's name, not of Lily
        ['7', ['3']],
      ]),
    );
  });

  it('a Latin name is matched as whole words: the letters of another name run together name nobody', () => {
    const field = players([
      ['Dan', ''],
      ['Eve', 'please play with Ada Nelson'],
      ['Ada Nelson', ''],
      ['Li Na', ''],
      ['Lina Park', ''],
      ['Tom', 'play with Lina Park'],
    ]);
    expect(pairingRequests(field).partners).toEqual(
      new Map([
        ['2', ['3']],
        ['6', ['5']],
      ]),
    );
  });

  it('a part two players share names neither; a one-letter part names nobody', () => {
    const field = players([
      ['田中 浩', ''],
      ['田中 健', ''],
      ['Player K', ''],
      ['Player J', ''],
      ['Ann', 'play with 田中'],
      ['Bob', 'play with K'],
    ]);
    expect(pairingRequests(field).partners).toEqual(new Map());
    // and the organisers are told which requests named nobody, as written
    expect(pairingRequests(field).unmatched).toEqual([
      { pid: '5', request: '田中' },
      { pid: '6', request: 'K' },
    ]);
  });

  it('a remark asking for two, one of them not entered, names the one and reports the other', () => {
    const field = players([
      ['Ann Lee', 'Play with Bob. Play with Zed Unknown.'],
      ['Bob Moss', ''],
    ]);
    expect(pairingRequests(field)).toEqual({ partners: new Map([['1', ['2']]]), unmatched: [{ pid: '1', request: 'Zed Unknown' }] });
  });
});
