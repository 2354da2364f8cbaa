import { z } from 'zod';
import { LOCALES } from '../locales';

/** The spec's password hint: at least six characters, no spaces, mixed case and digits. */
export const PasswordSchema = z
  .string({ error: 'validation.password.required' })
  .min(6, { error: 'validation.password.min' })
  .max(128, { error: 'validation.password.max' })
  .refine((p) => !/\s/.test(p), { error: 'validation.password.noSpaces' })
  .refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), {
    error: 'validation.password.mix',
  });

export const UsernameSchema = z
  .string({ error: 'validation.username.required' })
  .trim()
  .min(3, { error: 'validation.username.min' })
  .max(32, { error: 'validation.username.max' })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'validation.username.chars' });

export const EmailSchema = z
  .string({ error: 'validation.email.required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'validation.email.invalid' })
  .pipe(z.email({ error: 'validation.email.invalid' }));

export const NicknameSchema = z
  .string({ error: 'validation.nickname.required' })
  .trim()
  .min(1, { error: 'validation.nickname.required' })
  .max(32, { error: 'validation.nickname.max' });

/**
 * Where to go after activating: a page of this site (e.g. the shared event link that led to the sign-up).
 * Anything else (another site, `//host`, a backslash) is dropped rather than refused: the form never
 * shows this field, so there is nothing for the user to correct.
 */
export const RedirectPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\\\s]*$/)
  .optional()
  .catch(undefined);

export const RegisterSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  nickname: NicknameSchema,
  password: PasswordSchema,
  redirect: RedirectPathSchema,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** Login: the spec only says neither field may be empty. */
export const LoginSchema = z.object({
  username: z
    .string({ error: 'validation.login.usernameRequired' })
    .trim()
    .min(1, { error: 'validation.login.usernameRequired' })
    .max(254),
  password: z
    .string({ error: 'validation.login.passwordRequired' })
    .min(1, { error: 'validation.login.passwordRequired' })
    .max(128),
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const RoleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof RoleSchema>;

export const LoginResultSchema = z.object({
  uuid: z.string(),
  token: z.string(),
  roles: z.array(z.string()),
  info: z.object({
    nickname: z.string(),
    mobile: z.string(),
    avatar: z.string(),
    access: z.array(z.string()),
    /** the account's language (its mails'), for a device where none was chosen: the welcome is already in it */
    locale: z.enum(LOCALES).nullable(),
  }),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const TokenSchema = z.object({
  // any other text is looked up like a token and answered as a link that does not work (with the way to a new one)
  token: z.string({ error: 'validation.token.required' }).min(1, { error: 'validation.token.required' }).max(200),
});

export const EmailOnlySchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z.object({
  token: TokenSchema.shape.token,
  password: PasswordSchema,
});

export const ChangePasswordSchema = z.object({
  oldPassword: z.string().min(1, { error: 'validation.password.required' }).max(128),
  password: PasswordSchema,
});

export const GoogleLoginSchema = z.object({
  // any non-empty text: whether it is a Google ID token is for the verification to say (or that sign-in is off)
  credential: z.string({ error: 'validation.token.required' }).min(1, { error: 'validation.token.required' }).max(8192),
});

export const SexSchema = z.enum(['M', 'F']);
export type Sex = z.infer<typeof SexSchema>;

const optionalText = (max: number) =>
  z.string().trim().max(max, { error: 'validation.text.max' }).optional();

/** Handicap index: plus handicaps are negative numbers; WHS caps the index at 54. */
export const HandicapSchema = z.number({ error: 'validation.handicap.invalid' }).min(-10, { error: 'validation.handicap.range' }).max(54, { error: 'validation.handicap.range' });

export const UserSettingsSchema = z.object({
  email: EmailSchema,
  nickname: NicknameSchema,
  country: optionalText(64),
  area: optionalText(64),
  address: optionalText(200),
  /** the spec: profile at most 200 words */
  profile: optionalText(200),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+\d\s()-]*$/, { error: 'validation.phone.invalid' })
    .optional(),
  locale: z.enum(LOCALES).optional(),
  sex: SexSchema.nullable().optional(),
  birthday: z.iso.date({ error: 'validation.date.invalid' }).nullable().optional(),
  handicap: HandicapSchema.nullable().optional(),
  /** needed with a new email address (the account's password, not stored nor returned) */
  currentPassword: z.string().max(128, { error: 'validation.password.max' }).optional(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const UserSettingsViewSchema = UserSettingsSchema.omit({ currentPassword: true }).extend({
  id: z.string(),
  username: z.string(),
  avatar: z.string(),
  emailVerified: z.boolean(),
  /** a new address asked for, whose confirmation link has not been opened yet (the account keeps `email` until then) */
  pendingEmail: z.string().nullable(),
  /** an account made with Google alone (no password of its own): a new address needs no `currentPassword` then */
  googleOnly: z.boolean(),
  accountId: z.string(),
  registrationDate: z.string(),
  certification: z.string(),
});
export type UserSettingsView = z.infer<typeof UserSettingsViewSchema>;

/** The spec §3 session user. */
export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
  job: z.string(),
  jobName: z.string(),
  organization: z.string(),
  organizationName: z.string(),
  location: z.string(),
  locationName: z.string(),
  email: z.string(),
  introduction: z.string(),
  personalWebsite: z.string(),
  phone: z.string(),
  registrationDate: z.string(),
  accountId: z.string(),
  certification: z.string(),
  role: z.string(),
  roles: z.array(z.string()),
  roleList: z.array(z.string()),
  locale: z.enum(LOCALES).nullable(),
  sex: SexSchema.nullable(),
  handicap: z.number().nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export interface MenuItem {
  path: string;
  name: string;
  meta?: { locale?: string; requiresAuth?: boolean; icon?: string; order?: number; roles?: string[]; hideInMenu?: boolean };
  children?: MenuItem[];
}
export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    path: z.string(),
    name: z.string(),
    meta: z
      .object({
        locale: z.string().optional(),
        requiresAuth: z.boolean().optional(),
        icon: z.string().optional(),
        order: z.number().optional(),
        roles: z.array(z.string()).optional(),
        hideInMenu: z.boolean().optional(),
      })
      .optional(),
    children: z.array(MenuItemSchema).optional(),
  }),
);

export const MenuSchema = z.array(MenuItemSchema);

export const RegisterResultSchema = z.object({ id: z.string() });

/** Whether the server offers Google sign-in; the web hides the button when `clientId` is null. */
export const GoogleConfigSchema = z.object({ clientId: z.string().nullable() });
export type GoogleConfig = z.infer<typeof GoogleConfigSchema>;
