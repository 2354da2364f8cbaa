import type { DemoContext } from './context';
import { seedDemoGroup, type DemoGroup } from './groups';

/** Everything the demo made, for the steps after it and for tests. */
export interface DemoSeed {
  group: DemoGroup;
}

/**
 * The demo, in order; each step may use what the steps before it returned.
 * Next (issue 4): `const courses = await seedDemoCourses(ctx);` then
 * `const activities = await seedDemoActivities(ctx, { group, courses });` — add them to DemoSeed.
 */
export async function seedDemo(ctx: DemoContext): Promise<DemoSeed> {
  const group = await seedDemoGroup(ctx);
  return { group };
}
