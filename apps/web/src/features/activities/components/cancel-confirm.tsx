import { Modal } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * The "cancel my sign-up?" confirmation, opened as soon as it is mounted (my-registration-card.tsx loads it on the
 * first click, so antd's Modal is not part of the event page's download). `onOk` keeps the OK button loading until
 * it settles; a failure keeps the dialog open.
 */
export function CancelConfirm({ title, content, okText, cancelText, onOk, onOpen, onClose }: {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk: () => Promise<void>;
  onOpen: () => void;
  onClose: () => void;
}) {
  const [modal, holder] = Modal.useModal();
  // opened once per mounting (also under StrictMode's second effect run); the card unmounts this after the dialog closed
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    modal.confirm({ title, content, okText, okButtonProps: { danger: true }, cancelText, onOk, afterClose: onClose });
    onOpen();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return holder;
}
