import { useCallback, useRef } from 'react';

/**
 * The field a dialog puts the cursor in once it is shown: `const [fieldRef, focusField] = useOpenFocus<InputRef>()`,
 * `ref={fieldRef}` on the field and `afterOpenChange={focusField}` on the Modal.
 * A field's autoFocus alone loses to the dialog's own focus when there is no opening animation (the system's
 * "reduce motion", app/antd-provider.tsx): the field mounts before the dialog can take focus.
 */
export function useOpenFocus<T extends { focus: () => void }>() {
  const ref = useRef<T>(null);
  const afterOpenChange = useCallback((open: boolean) => {
    if (open) ref.current?.focus();
  }, []);
  return [ref, afterOpenChange] as const;
}
