import type { DemoContext } from './context';
import { seedDemoActivities, type DemoActivities } from './activities';
import { seedDemoCourses, type DemoCourses } from './courses';
import { seedDemoGroup, type DemoGroup } from './groups';
import { seedDemoScores } from './scores';

/** Everything the demo made, for the steps after it and for tests. */
export interface DemoSeed {
  group: DemoGroup;
  courses: DemoCourses;
  activities: DemoActivities;
}

/**
 * The demo, in order; each step may use what the steps before it returned.
 */
export async function seedDemo(ctx: DemoContext): Promise<DemoSeed> {
  const group = await seedDemoGroup(ctx);
  const courses = await seedDemoCourses(ctx);
  const activities = await seedDemoActivities(ctx, { group, courses });
  await seedDemoScores(ctx, { activities });
  return { group, courses, activities };
}
