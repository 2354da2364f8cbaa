import { useState } from 'react';

/**
 * A dialog about one thing at a time (a row to edit, 'new' for a new one). It stays mounted until it has closed: it
 * animates closed and antd gives the focus back to the button that opened it (torn down as it closed, it left the
 * focus on the page), and is gone after. Render `{dialog.target !== undefined && <X key={dialog.key} {...dialog.props}
 * … />}`, the component passing `open`, `onClose` and `afterClose` to its Modal; each opening mounts it anew.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<{ target: T; open: boolean; key: number } | null>(null);
  const hide = () => setState((s) => (s ? { ...s, open: false } : s));
  return {
    target: state?.target,
    key: state?.key ?? 0,
    show: (target: T) => setState((s) => ({ target, open: true, key: (s?.key ?? 0) + 1 })),
    /** for the dialog: open, closing (Cancel, Escape, after a save), and gone once it has closed */
    props: { open: state?.open ?? false, onClose: hide, afterClose: () => setState((s) => (s && !s.open ? null : s)) },
  };
}

/** The props a dialog opened by {@link useDialogTarget} takes. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}
