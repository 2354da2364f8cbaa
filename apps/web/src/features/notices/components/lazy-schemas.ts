/**
 * The shared notice schemas, loaded when the publish form mounts: zod stays out of the page's first download while the
 * form still checks exactly what the server checks (lib/zod-rule.ts).
 */
const load = () => import('@golf/shared/schemas/notice');

export const noticeTitleSchema = () => load().then((m) => m.NoticeTitleSchema);
export const noticeContentSchema = () => load().then((m) => m.NoticeContentSchema);
