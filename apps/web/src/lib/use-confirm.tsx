import type { ModalFuncProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { tellPartFailed } from './lazy-part';
import { afterFirstScreen } from './startup';

type Holder = ComponentType<{ onReady: (modal: HookAPI) => void }>;
const loadHolder = () => import('./confirm-holder');

/**
 * antd's `Modal.useModal()` for confirmations (`confirm(config)`, with `holder` rendered in the component), without
 * antd's Modal in the page's download: it loads once the page has settled, or at the first confirmation if that is
 * sooner (the dialog then opens as it arrives). If it cannot be loaded, a toast says so and nothing is done.
 */
export function useConfirm(): [confirm: (config: ModalFuncProps) => void, holder: ReactNode] {
  const [Holder, setHolder] = useState<Holder | null>(null);
  const api = useRef<HookAPI | null>(null);
  const waiting = useRef<ModalFuncProps[]>([]);
  const load = useCallback(() => {
    loadHolder()
      // a transition: the holder mounts in slices, not in one long task while the page may be in use
      .then((module) => startTransition(() => setHolder(() => module.default)))
      .catch(() => {
        if (waiting.current.length > 0) tellPartFailed();
        waiting.current = [];
      });
  }, []);
  useEffect(() => afterFirstScreen(load), [load]);
  const onReady = useCallback((modal: HookAPI) => {
    api.current = modal;
    for (const config of waiting.current.splice(0)) void modal.confirm(config);
  }, []);
  const confirm = useCallback(
    (asked: ModalFuncProps) => {
      // a confirmation whose OK is destructive (discard, remove, go on without the changes) opens on its safe button:
      // the OK had the focus, and one Enter threw away what it asked about
      const config: ModalFuncProps = asked.okButtonProps?.danger && asked.autoFocusButton === undefined ? { ...asked, autoFocusButton: 'cancel' } : asked;
      if (api.current) {
        void api.current.confirm(config);
        return;
      }
      // the newest only: a second press before Modal has arrived must not stack a second dialog (and run twice)
      waiting.current = [config];
      load();
    },
    [load],
  );
  return [confirm, Holder ? <Holder onReady={onReady} /> : null];
}
