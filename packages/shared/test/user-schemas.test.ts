import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  LoginSchema,
  PasswordSchema,
  RegisterSchema,
  UserSettingsSchema,
  UsernameSchema,
} from '../src/schemas/user';
import { MarkReadSchema, MessageListQuerySchema } from '../src/schemas/message';
import { issueKey } from '../src/zod-i18n';

/** The translation keys a value fails with (empty when it passes). */
function keysOf(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Parameters<typeof issueKey>[0][] } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues ?? []).map((i) => issueKey(i).key);
}

describe('the password rule: ≥ 6 characters, no spaces, upper and lower case and a digit', () => {
  it.each([
    ['Abc123', []],
    ['Birdie42', []],
    ['Ab1cD2ef3', []],
    ['Ab1', ['validation.password.min']],
    ['abcdef1', ['validation.password.mix']],
    ['ABCDEF1', ['validation.password.mix']],
    ['Abcdefg', ['validation.password.mix']],
    ['Abc 123', ['validation.password.noSpaces']],
    ['Abc\t123', ['validation.password.noSpaces']],
    [`Aa1${'x'.repeat(130)}`, ['validation.password.max']],
  ])('%j → %j', (password, keys) => {
    expect(keysOf(PasswordSchema, password)).toEqual(keys);
  });

  it('asks for a password when it is missing', () => {
    expect(keysOf(PasswordSchema, undefined)).toEqual(['validation.password.required']);
  });
});

describe('registration', () => {
  const valid = { username: 'tiger_w', email: ' Tiger@Example.COM ', nickname: ' Tiger ', password: 'Birdie42' };

  it('normalises the email and trims the nickname', () => {
    expect(RegisterSchema.parse(valid)).toEqual({ username: 'tiger_w', email: 'tiger@example.com', nickname: 'Tiger', password: 'Birdie42' });
  });

  it.each([
    ['ab', 'validation.username.min'],
    ['a'.repeat(33), 'validation.username.max'],
    ['tiger woods', 'validation.username.chars'],
    ['tiger@woods', 'validation.username.chars'],
  ])('refuses the user name %j', (username, key) => {
    expect(keysOf(UsernameSchema, username)).toContain(key);
  });

  it('refuses a bad email and an empty nickname with their own keys', () => {
    expect(keysOf(RegisterSchema, { ...valid, email: 'not-an-email', nickname: '  ' }).sort()).toEqual([
      'validation.email.invalid',
      'validation.nickname.required',
    ]);
  });

  it('names every missing field', () => {
    expect(keysOf(RegisterSchema, {}).sort()).toEqual([
      'validation.email.required',
      'validation.nickname.required',
      'validation.password.required',
      'validation.username.required',
    ]);
  });
});

describe('login', () => {
  it('only requires both fields (the spec: neither may be empty)', () => {
    expect(LoginSchema.safeParse({ username: 'x', password: 'y' }).success).toBe(true);
    expect(keysOf(LoginSchema, { username: ' ', password: '' }).sort()).toEqual([
      'validation.login.passwordRequired',
      'validation.login.usernameRequired',
    ]);
    const wrongType = LoginSchema.safeParse({ username: 'x', password: 'y', remember: 'yes' });
    expect(wrongType.error?.issues.map((i) => [i.code, i.path.join('.')])).toEqual([['invalid_type', 'remember']]);
  });

  it('applies the password rule to a new password, not to the old one', () => {
    expect(ChangePasswordSchema.safeParse({ oldPassword: 'old', password: 'Fresh123' }).success).toBe(true);
    expect(keysOf(ChangePasswordSchema, { oldPassword: 'old', password: 'fresh' })).toContain('validation.password.mix');
  });
});

describe('user settings', () => {
  const base = { email: 'a@example.com', nickname: 'A' };

  it('accepts plus handicaps down to +10 and up to 54, and null to clear', () => {
    for (const handicap of [-10, 0, 12.4, 54, null]) expect(UserSettingsSchema.safeParse({ ...base, handicap }).success).toBe(true);
  });

  it.each([
    [{ handicap: 54.1 }, 'validation.handicap.range'],
    [{ handicap: -10.5 }, 'validation.handicap.range'],
    [{ handicap: '12' }, 'validation.handicap.invalid'],
    [{ phone: 'call me' }, 'validation.phone.invalid'],
    [{ birthday: '1990-02-30' }, 'validation.date.invalid'],
    [{ locale: 'fr-FR' }, 'validation.invalidOption'],
    [{ sex: 'X' }, 'validation.invalidOption'],
    [{ profile: 'x'.repeat(201) }, 'validation.text.max'],
  ])('refuses %j', (patch, key) => {
    expect(keysOf(UserSettingsSchema, { ...base, ...patch })).toEqual([key]);
  });
});

describe('messages', () => {
  it('pages with defaults and bounds', () => {
    expect(MessageListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(MessageListQuerySchema.parse({ page: '2', pageSize: '50', status: 'unread' })).toEqual({ page: 2, pageSize: 50, status: 'unread' });
    expect(MessageListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  it('marks read by string ids only', () => {
    expect(MarkReadSchema.safeParse({ ids: ['1', '22'] }).success).toBe(true);
    expect(keysOf(MarkReadSchema, { ids: ['1', 'x'] })).toEqual(['validation.id']);
    expect(MarkReadSchema.safeParse({ ids: [] }).success).toBe(false);
  });
});
