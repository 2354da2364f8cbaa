import { Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { feedback } from '../lib/feedback';
import { i18n } from '../lib/i18n';
import { sameFormValues } from '../lib/same-form-values';
import { onLogout } from '../lib/session';
import { useSessionUser } from '../lib/session-user';

/**
 * Unsaved work in an antd form, for `<UnsavedGuard dirty>`: `dirty` while the form's values differ from the last saved
 * ones (its initial values until the first save). After a successful save call `saved(values, then)`: the form is clean
 * from the next render on, and `then` (e.g. opening the saved post) runs after that render, once the guard has let go,
 * so leaving the page after saving is not stopped by it. What is typed while the save is on its way keeps the form dirty.
 * `version` (e.g. the record's updatedAt) lets the form follow newer values, field by field, instead of being remounted
 * with a `key` (which threw typed text away).
 */
export function useUnsavedForm<T>(form: FormInstance<T>, initialValues: Partial<T>, version?: string) {
  const [last, setLast] = useState<{ values: Partial<T>; then?: () => void }>({ values: initialValues });
  // The watch re-renders on every change, but antd tells watchers a macrotask late: the comparison reads the form's
  // values themselves, so the render right after resetFields() and saved() already sees the form as it is.
  const connected = Form.useWatch([], { form, preserve: true }) !== undefined;
  const dirty = connected && !sameFormValues(form.getFieldsValue(true), last.values);
  useEffect(() => {
    last.then?.();
  }, [last]);
  // A newer `version` of what the form edits (saved in another tab of the page, or by someone else): the fields the user
  // has not changed take the newer values, the ones they changed keep what they typed, and those stay dirty against the
  // newer values. So a refetch neither throws typed text away nor lets a later save write back stale copies of fields
  // another tab saved (the event's basic info also sends its courses and whether the vote is on).
  const [followed, setFollowed] = useState<{ version?: string; apply?: Partial<T> }>({ version });
  if (version !== followed.version) {
    const shown = form.getFieldsValue(true) as Partial<T>;
    const untouched = (Object.keys(initialValues) as (keyof T)[]).filter((key) => sameFormValues(shown[key], last.values[key]));
    setFollowed({ version, apply: Object.fromEntries(untouched.map((key) => [key, initialValues[key]])) as Partial<T> });
    setLast({ values: initialValues });
  }
  // (until the fields have taken the newer values, one render counts an untouched form as changed: harmless)
  useEffect(() => {
    if (followed.apply) form.setFieldsValue(followed.apply as Parameters<FormInstance<T>['setFieldsValue']>[0]);
  }, [followed, form]);
  useSessionDraft(form, Object.keys(initialValues), dirty);
  return { dirty, saved: (values: Partial<T>, then?: () => void) => setLast({ values, then }) };
}

const DRAFT_PREFIX = 'draft:';

/** JSON of a form's values that brings dates back as dates (antd's pickers hold dayjs objects). */
function draftJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, json: unknown) {
    const raw = this[key];
    return dayjs.isDayjs(raw) ? { $date: raw.toISOString() } : json;
  });
}
function fromDraftJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    value && typeof value === 'object' && '$date' in value && typeof (value as { $date: unknown }).$date === 'string' ? dayjs((value as { $date: string }).$date) : value,
  );
}

/**
 * The session expired with unsaved work in the form (the server stopped taking the token while the user typed): the
 * values wait in the tab's sessionStorage, by page and form, while the user logs in again, and come back into the same
 * form on the same page for the same user, with a message. Before, the guard held the way to the login page and the
 * form went with the user's data, leaving a page that could only fail to load.
 */
function useSessionDraft<T>(form: FormInstance<T>, fields: string[], dirty: boolean) {
  const location = useLocation();
  const { data: me } = useSessionUser();
  const key = `${DRAFT_PREFIX}${location.pathname}${location.search}:${[...fields].sort().join(',')}`;
  // what the logout listener needs, as of the last render (the user stays known after the cache is cleared)
  const state = useRef<{ dirty: boolean; me?: string; key: string }>({ dirty, key });
  useEffect(() => {
    state.current = { dirty, me: me?.id ?? state.current.me, key };
  });
  useEffect(() => {
    const off = onLogout((reason) => {
      const { dirty: unsaved, me: user, key: at } = state.current;
      if (reason !== 'expired' || !unsaved || !user) return;
      try {
        sessionStorage.setItem(at, draftJson({ user, values: form.getFieldsValue(true) }));
      } catch {
        // storage full or off: the work goes as it did before
      }
    });
    return () => {
      off();
    };
  }, [form]);
  useEffect(() => {
    if (!me) return;
    const text = sessionStorage.getItem(key);
    if (text === null) return;
    sessionStorage.removeItem(key);
    const draft = fromDraftJson(text) as { user?: string; values?: Parameters<FormInstance<T>['setFieldsValue']>[0] };
    if (draft.user !== me.id || !draft.values) return;
    form.setFieldsValue(draft.values);
    feedback.info(i18n.t('common:draftRestored'));
  }, [me, key, form]);
}
