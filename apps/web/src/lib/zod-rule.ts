import type { FormInstance, Rule, RuleObject, RuleRender } from 'antd/es/form';
import { useEffect, useState } from 'react';
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
 * The schema of a source, or null when its download failed: then the browser checks nothing and the server, which
 * checks the same schema, answers in the user's language (a browser's "failed to fetch module" would show under the
 * field and block sending).
 */
export async function loadSchema<S extends z.ZodType>(source: S | (() => Promise<S>)): Promise<S | null> {
  return typeof source === 'function' ? source().catch(() => null) : source;
}

/**
 * A form's request body as the schema turns it out (trimmed, as the server will), for sending. Without the schema (its
 * download failed), or on a value it refuses, what was typed is sent: the server checks it and answers field by field.
 */
export async function parsedOrAsTyped<T>(source: () => Promise<z.ZodType<T>>, value: T): Promise<T> {
  const parsed = (await loadSchema(source))?.safeParse(value);
  return parsed?.success ? parsed.data : value;
}

/**
 * Loaders of an object schema's fields from a loader of the schema (`lazyShape(load).email`), for forms whose rules
 * check field by field: each loads the whole schema, once (modules are loaded once).
 */
export function lazyShape<T extends z.ZodObject>(load: () => Promise<T>): { [K in keyof T['shape']]: () => Promise<T['shape'][K]> } {
  return new Proxy({} as { [K in keyof T['shape']]: () => Promise<T['shape'][K]> }, {
    // field names only: not a thenable to `await`, nothing for JSON or symbol-keyed probes
    get: (_target, key) =>
      typeof key === 'symbol' || key === 'then' || key === 'toJSON'
        ? undefined
        : () => load().then((schema) => (schema.shape as T['shape'])[key as keyof T['shape']]),
  });
}

/**
 * A lazily loaded schema for checks made while rendering: null until it has arrived (and if its download failed, when
 * the server does the checking).
 */
export function useLoadedSchema<S extends z.ZodType>(source: () => Promise<S>): S | null {
  const [schema, setSchema] = useState<S | null>(null);
  useEffect(() => {
    let current = true;
    void loadSchema(source).then((loaded) => current && setSchema(() => loaded));
    return () => {
      current = false;
    };
    // a module-level loader: once per mount is what is meant
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return schema;
}

/**
 * An antd Form rule from a shared zod schema, so a form checks exactly what the server checks.
 * Empty inputs reach the schema as `undefined`.
 */
export function zodRule(source: SchemaSource): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const schema = await loadSchema(source);
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
 * The values the user typed stay in the form. `fieldOf` names the form's field for a path of the request body that
 * the form edits under another name (`{ 'handicapSystem.type': 'handicapType' }`).
 */
export function applyFieldErrors(form: FormInstance, error: unknown, fieldOf: Record<string, string> = {}): boolean {
  if (!isApiError(error) || error.fields.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = error.fields.map((f) => ({ ...f, path: fieldOf[f.path] ?? f.path })).filter((f) => known.has(f.path.split('.')[0]));
  form.setFields(fields.map((f) => ({ name: f.path.split('.'), errors: [f.message] })));
  return fields.length > 0;
}

/**
 * A rule for one field checked by a whole-form schema (cross-field rules such as unique stroke indexes):
 * parses every value of the form (turned into the request body by `prepare`) and shows the first issue whose path is this field's path.
 */
export function zodFormRule<V>(
  source: SchemaSource,
  path: (string | number)[],
  prepare: (values: V) => unknown = (values) => values,
): RuleRender {
  const key = path.join('.');
  return (form): RuleObject => ({
    validator: async () => {
      const schema = await loadSchema(source);
      if (!schema) return;
      const result = schema.safeParse(prepare(form.getFieldsValue(true) as V));
      if (result.success) return;
      const issue = result.error.issues.find((i) => i.path.join('.') === key);
      if (!issue) return;
      const { key: messageKey, params } = issueKey(issue);
      throw new Error(translateValidation(messageKey, params));
    },
  });
}
