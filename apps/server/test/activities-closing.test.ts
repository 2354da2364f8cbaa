import { describe, expect, it, vi } from 'vitest';
import { CLOSE_DUE_EVERY_MS } from '../src/modules/activities/activities.routes';
import { buildTestApp } from './helpers';
import { buildUser } from './factories';
import { buildGroup } from './group-factories';
import { activityRow, buildActivity } from './activity-factories';

// the server's interval is faked from the start (the app starts its closing timer when ready)
vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
const { app } = await buildTestApp();

describe('closing registration on time', () => {
  it('the timer stores the close of every registering event past its deadline, and of no other', async () => {
    const group = await buildGroup(app, await buildUser(app));
    const due = await buildActivity(app, group.id, { status: 'registering', regtime: new Date(Date.now() - 1000) });
    const open = await buildActivity(app, group.id, { status: 'registering' });
    const draft = await buildActivity(app, group.id, { status: 'draft', regtime: new Date(Date.now() - 1000) });
    expect((await activityRow(app, due.id)).status).toBe('registering');
    await vi.advanceTimersByTimeAsync(CLOSE_DUE_EVERY_MS);
    // the timer's update runs on its own: poll (real setTimeout; vi.waitFor would advance the fake clock itself)
    let status = '';
    for (let tries = 0; tries < 50 && status !== 'closed'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await activityRow(app, due.id)).status;
    }
    expect(status).toBe('closed');
    expect((await activityRow(app, open.id)).status).toBe('registering');
    expect((await activityRow(app, draft.id)).status).toBe('draft');
  });
});
