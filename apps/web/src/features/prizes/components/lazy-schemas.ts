/**
 * The shared prize schemas, loaded when a form or field that uses them mounts: zod stays out of the prize board's first
 * download while the board still checks exactly what the server checks (lib/zod-rule.ts).
 */
import { lazyShape } from '../../../lib/zod-rule';

const load = () => import('@golf/shared/schemas/prize');

export const prizeShape = lazyShape(() => load().then((m) => m.PrizeSchema));
export const skillDistanceSchema = () => load().then((m) => m.SkillDistanceSchema);
