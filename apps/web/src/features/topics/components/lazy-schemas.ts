/**
 * The shared topic schemas, loaded when a form that uses them mounts: zod stays out of the topic pages' first download
 * while the forms still check exactly what the server checks (lib/zod-rule.ts).
 */
const load = () => import('@golf/shared/schemas/topic');

export const topicTitleSchema = () => load().then((m) => m.TopicTitleSchema);
export const topicContentSchema = () => load().then((m) => m.TopicContentSchema);
