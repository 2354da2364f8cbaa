import type { FormInstance, Rule, RuleObject, RuleRender } from 'antd/es/form';
import { useEffect } from 'react';
import { issueKey } from '@golf/shared/zod-i18n';
import type { z } from 'zod';
import { isApiError } from './api-error';
import { translateValidation } from './i18n';

/** A schema, or a loader of one: pages that must load fast (login) fetch zod only when first validating. */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/**
 * Starts loading the lazily loaded schemas of a form as it mounts, so its first validation does not wait for zod
 * (~25 KB gzip, kept out of the page's first download).
 */
export function usePreloadedSchemas(...sources: SchemaSource[]) {
  useEffect(() => {
    for (const source of sources) if (typeof source === 'function') void source().catch(() => undefined);
    // the sources are module-level loaders: once per mount is what is meant
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * An antd Form rule from a shared zod schema, so a form checks exactly what the server checks.
 * Empty inputs reach the schema as `undefined`.
 */
export function zodRule(source: SchemaSource): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      // a schema whose download failed checks nothing here: the server checks the same schema and answers in the
      // user's language (a browser's "failed to fetch module" would show under the field and block sending)
      const schema = typeof source === 'function' ? await source().catch(() => null) : source;
      if (!schema) return;
      const result = schema.safeParse(value === '' || value === null ? undefined : value);
      if (result.success) return;
      const { key, params } = issueKey(result.error.issues[0]);
      throw new Error(translateValidation(key, params));
    },
  };
}

/**
 * Shows a server validation answer on the form's fields; returns true when some field took it.
 * The values the user typed stay in the form.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error) || error.fields.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = error.fields.filter((f) => known.has(f.path.split('.')[0]));
  form.setFields(fields.map((f) => ({ name: f.path.split('.'), errors: [f.message] })));
  return fields.length > 0;
}

/**
 * A rule for one field checked by a whole-form schema (cross-field rules such as unique stroke indexes):
 * parses every value of the form (turned into the request body by `prepare`) and shows the first issue whose path is this field's path.
 */
export function zodFormRule<V>(
  schema: z.ZodType,
  path: (string | number)[],
  prepare: (values: V) => unknown = (values) => values,
): RuleRender {
  const key = path.join('.');
  return (form): RuleObject => ({
    validator: async () => {
      const result = schema.safeParse(prepare(form.getFieldsValue(true) as V));
      if (result.success) return;
      const issue = result.error.issues.find((i) => i.path.join('.') === key);
      if (!issue) return;
      const { key: messageKey, params } = issueKey(issue);
      throw new Error(translateValidation(messageKey, params));
    },
  });
}
