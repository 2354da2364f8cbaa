import { describe, expect, it, vi } from 'vitest';
import { HOME_PATH } from '../../lib/paths';
import type { Tab } from './tab-store';

// the session the store listens to reads its token as it loads
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
const { visited } = await import('./tab-store');

const tab = (name: string, query = ''): Tab => ({ title: name, name, fullPath: name + query, query });
const names = (tabs: Tab[]) => tabs.map((t) => t.fullPath);

describe('visited', () => {
  const home = tab(HOME_PATH);
  const list = tab('/dashboard/group/index');
  const create = tab('/activity/create', '?groupId=1');

  it('adds a new page at the end, and shows a known route at its new address in its place', () => {
    expect(names(visited([home, list], create))).toEqual([HOME_PATH, '/dashboard/group/index', '/activity/create?groupId=1']);
    expect(names(visited([home, create, list], tab('/activity/create', '?groupId=2')))).toEqual([HOME_PATH, '/activity/create?groupId=2', '/dashboard/group/index']);
  });

  it('gives back the same tabs when the page is shown already', () => {
    const tabs = [home, create];
    expect(visited(tabs, tab('/activity/create', '?groupId=1'))).toBe(tabs);
  });

  it('puts a page that replaced another in the history in that tab’s place: the draft made from "New event"', () => {
    const manage = tab('/activity/register', '?id=7');
    expect(names(visited([home, create, list], manage, '/activity/create'))).toEqual([HOME_PATH, '/activity/register?id=7', '/dashboard/group/index']);
  });

  it('closes the replaced tab when the new page has one already: an event deleted goes back to the list', () => {
    const manage = tab('/activity/register', '?id=7');
    const index = tab('/dashboard/activity/index');
    expect(names(visited([home, index, manage], index, '/activity/register'))).toEqual([HOME_PATH, '/dashboard/activity/index']);
  });

  it('keeps the workplace, the same route (a tab of the page changed) and a tab no longer there', () => {
    expect(names(visited([home], list, HOME_PATH))).toEqual([HOME_PATH, '/dashboard/group/index']);
    expect(names(visited([home, create], tab('/activity/create', '?groupId=2'), '/activity/create'))).toEqual([HOME_PATH, '/activity/create?groupId=2']);
    expect(names(visited([home, list], create, '/closed/already'))).toEqual([HOME_PATH, '/dashboard/group/index', '/activity/create?groupId=1']);
  });
});
