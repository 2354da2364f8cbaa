import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sameFormValues } from '../lib/same-form-values';
import { useConfirm } from '../lib/use-confirm';
import type { UnsavedTexts } from './unsaved-guard';

/**
 * A dialog's close (Escape, the ×, a click beside it, Cancel) that asks before throwing away what was typed into its
 * form: with the form as it opened (`initialValues`) it closes at once, otherwise a confirmation asks first (`texts`,
 * the common "Close without saving?" by default). Render `holder` inside the component.
 */
export function useGuardedClose<T>(form: FormInstance<T>, initialValues: unknown, onClose: () => void, texts?: UnsavedTexts): [close: () => void, holder: ReactNode] {
  const { t } = useTranslation('common');
  const [confirm, holder] = useConfirm();
  const close = () => {
    // read from the form itself: a key pressed right after typing comes before the render that would show the change
    if (sameFormValues(form.getFieldsValue(true), initialValues ?? {})) return onClose();
    const { title, text, leave, stay } = texts ?? { title: t('discardTyped.title'), text: t('discardTyped.text'), leave: t('discardTyped.leave'), stay: t('discardTyped.stay') };
    confirm({ title, content: text, okText: leave, okButtonProps: { danger: true }, cancelText: stay, onOk: onClose });
  };
  return [close, holder];
}
