import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { sameFormValues } from '../lib/same-form-values';

/**
 * Unsaved work in an antd form, for `<UnsavedGuard dirty>`: `dirty` while the form's values differ from the last saved
 * ones (its initial values until the first save). After a successful save call `saved(values, then)`: the form is clean
 * from the next render on, and `then` (e.g. opening the saved post) runs after that render, once the guard has let go,
 * so leaving the page after saving is not stopped by it. What is typed while the save is on its way keeps the form dirty.
 * `version` (e.g. the record's updatedAt) lets the form follow newer values instead of being remounted with a `key`.
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
  // A newer `version` of what the form edits (saved in another tab of the page, or by someone else): an untouched form
  // shows it at once (the Form's initialValues are the new ones by then); a form with typed changes keeps them, and
  // saving writes them over the newer values. Nothing typed is thrown away by a refetch.
  const [followed, setFollowed] = useState({ version, resets: 0 });
  if (version !== followed.version) {
    setFollowed({ version, resets: dirty ? followed.resets : followed.resets + 1 });
    if (!dirty) setLast({ values: initialValues });
  }
  useEffect(() => {
    if (followed.resets > 0) form.resetFields();
  }, [followed.resets, form]);
  return { dirty, saved: (values: Partial<T>, then?: () => void) => setLast({ values, then }) };
}
