import { Modal } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useEffect } from 'react';

/** antd's `Modal.useModal()`, loaded by use-confirm.tsx: hands its API over once mounted and renders its dialogs. */
export default function ConfirmHolder({ onReady }: { onReady: (modal: HookAPI) => void }) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => onReady(modal), [modal, onReady]);
  return holder;
}
