import { lazyShape } from '../../../lib/zod-rule';

/**
 * The shared account schemas, loaded on first validation (the login page) or as a form mounts: zod stays out of the
 * first download of the public pages (login, sign-up, password reset) while the forms still use the one definition.
 */
const load = () => import('@golf/shared/schemas/user');

export const lazySchemas = {
  loginUsername: () => load().then((m) => m.LoginSchema.shape.username),
  loginPassword: () => load().then((m) => m.LoginSchema.shape.password),
  email: () => load().then((m) => m.EmailSchema),
  password: () => load().then((m) => m.PasswordSchema),
  register: () => load().then((m) => m.RegisterSchema),
};

export const registerShape = lazyShape(lazySchemas.register);
