/**
 * The shared account schemas, loaded on first validation: zod stays out of the login page's
 * first download (its budget is 250 KB gzip) while the forms still use the one definition.
 */
const load = () => import('@golf/shared/schemas/user');

export const lazySchemas = {
  loginUsername: () => load().then((m) => m.LoginSchema.shape.username),
  loginPassword: () => load().then((m) => m.LoginSchema.shape.password),
  email: () => load().then((m) => m.EmailSchema),
};
