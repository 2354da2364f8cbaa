import type { z } from 'zod';
import type { FieldError } from './envelope';

/** A translate function such as i18next's `t`, with interpolation params. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Turns one zod issue into a translation key and params.
 * Our schemas put keys (`validation.*`) in their messages; zod's own issues map to generic keys.
 */
export function issueKey(issue: z.core.$ZodIssue): { key: string; params: Record<string, unknown> } {
  // a custom issue of ours may carry its message's params (`{{expected}}`)
  if (issue.message.startsWith('validation.')) return { key: issue.message, params: issue.code === 'custom' ? (issue.params ?? {}) : {} };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined ? 'validation.required' : 'validation.invalidType', params: {} };
    case 'too_small':
      return {
        key: issue.origin === 'string' ? (Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort') : 'validation.tooSmall',
        params: { minimum: String(issue.minimum) },
      };
    case 'too_big':
      return { key: issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig', params: { maximum: String(issue.maximum) } };
    case 'unrecognized_keys':
      return { key: 'validation.unknownKeys', params: {} };
    case 'invalid_value':
      return { key: 'validation.invalidOption', params: {} };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], t: Translate): FieldError[] {
  return issues.map((issue) => {
    const { key, params } = issueKey(issue);
    return { path: issue.path.map(String).join('.'), message: t(key, params) };
  });
}
