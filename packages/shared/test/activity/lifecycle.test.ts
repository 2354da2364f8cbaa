import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES, type ActivityStatus } from '../../src/schemas/activity';
import { canTransition, deadlinePassed, effectiveStatus, nextStatuses, registrationOpen } from '../../src/golf/activity-lifecycle';

const allowed: [ActivityStatus, ActivityStatus][] = [
  ['draft', 'registering'],
  ['draft', 'cancelled'],
  ['registering', 'closed'],
  ['registering', 'cancelled'],
  ['closed', 'registering'],
  ['closed', 'playing'],
  ['closed', 'cancelled'],
  ['playing', 'finished'],
  ['playing', 'cancelled'],
];

describe('canTransition: draft → registering → closed → playing → finished, cancelled before finished', () => {
  const key = (from: string, to: string) => `${from}→${to}`;
  const ok = new Set(allowed.map(([f, t]) => key(f, t)));
  const every = ACTIVITY_STATUSES.flatMap((from) => ACTIVITY_STATUSES.map((to) => [from, to] as const));

  it.each(every)('%s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(ok.has(key(from, to)));
  });

  it('nothing leaves finished or cancelled, and nothing skips a step forward', () => {
    expect(ACTIVITY_STATUSES.some((to) => canTransition('finished', to) || canTransition('cancelled', to))).toBe(false);
    expect(canTransition('draft', 'playing')).toBe(false);
    expect(canTransition('registering', 'finished')).toBe(false);
    expect(canTransition('finished', 'cancelled')).toBe(false);
  });
});

describe('the registration deadline closes registration by itself', () => {
  const regtime = '2030-05-01T12:00:00+08:00'; // 04:00 UTC
  const before = new Date('2030-05-01T03:59:59.999Z');
  const at = new Date('2030-05-01T04:00:00Z');

  it('registering before the deadline, closed at and after it', () => {
    expect(effectiveStatus({ status: 'registering', regtime }, before)).toBe('registering');
    expect(effectiveStatus({ status: 'registering', regtime }, at)).toBe('closed');
    expect(registrationOpen({ status: 'registering', regtime }, before)).toBe(true);
    expect(registrationOpen({ status: 'registering', regtime }, at)).toBe(false);
    expect(deadlinePassed({ regtime: new Date(regtime) }, at)).toBe(true);
  });

  it.each(['draft', 'closed', 'playing', 'finished', 'cancelled'] as const)('%s is not changed by time', (status) => {
    expect(effectiveStatus({ status, regtime }, at)).toBe(status);
    expect(registrationOpen({ status, regtime }, before)).toBe(false);
  });

  it('offers reopening only while the deadline lies ahead', () => {
    expect(nextStatuses({ status: 'closed', regtime }, before)).toEqual(['registering', 'playing', 'cancelled']);
    expect(nextStatuses({ status: 'closed', regtime }, at)).toEqual(['playing', 'cancelled']);
    // a registering event past its deadline is offered what a closed one is
    expect(nextStatuses({ status: 'registering', regtime }, at)).toEqual(['playing', 'cancelled']);
    expect(nextStatuses({ status: 'registering', regtime }, before)).toEqual(['closed', 'cancelled']);
  });
});
