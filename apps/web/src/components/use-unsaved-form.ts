import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { sameFormValues } from '../lib/same-form-values';

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
  return { dirty, saved: (values: Partial<T>, then?: () => void) => setLast({ values, then }) };
}
