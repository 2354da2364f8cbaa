import { Alert, Form, Input, Modal } from 'antd';
import { SignUpSchema } from '@golf/shared/schemas/activity';
import { useState } from 'react';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import { SexChoice } from '../../../components/sex-choice';
import { useOpenFocus } from '../../../lib/use-open-focus';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { useGuardedClose } from '../../../components/use-guarded-close';

/**
 * Sign up with a remark, or change the remark (the spec's "write a memo"). The modal stays open with
 * what was typed when the server refuses. A member whose profile has no sex is asked for it on signing up.
 */
export function RemarkModal({
  open,
  mode,
  initialRemark,
  hint,
  waitingList = false,
  askSex = false,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  mode: 'signUp' | 'memo';
  initialRemark: string;
  hint?: string;
  /** the event is full: signing up joins the waiting list, and the dialog says so */
  waitingList?: boolean;
  /** signing up with no sex in the profile: the tees and the men's and ladies' prizes need it */
  askSex?: boolean;
  pending: boolean;
  onSubmit: (remark: string, sex?: 'M' | 'F') => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('activities');
  const [form] = Form.useForm<{ remark: string; sex?: 'M' | 'F' }>();
  const [error, setError] = useState<string | null>(null);
  const [remarkRef, focusRemark] = useOpenFocus<TextAreaRef>();
  const [close, holder] = useGuardedClose(form, { remark: initialRemark }, onClose);
  const finish = async ({ remark, sex }: { remark: string; sex?: 'M' | 'F' }) => {
    setError(null);
    try {
      await onSubmit(remark ?? '', sex);
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Modal
      open={open}
      title={t(mode === 'memo' ? (initialRemark ? 'memo.editTitle' : 'memo.title') : waitingList ? 'actions.joinWaitingList' : 'signUp.title')}
      okText={t(mode === 'memo' ? 'memo.save' : waitingList ? 'actions.joinWaitingList' : 'signUp.confirm')}
      cancelText={t(mode === 'memo' ? 'cancelButton' : 'signUp.notNow')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: pending }}
      onCancel={close}
      afterOpenChange={(opened) => {
        // a dialog opened again starts without the last attempt's error
        if (!opened) setError(null);
        focusRemark(opened);
      }}
      destroyOnHidden
    >
      {holder}
      <Form form={form} layout="vertical" initialValues={{ remark: initialRemark }} onFinish={(v) => void finish(v)} preserve={false}>
        {hint && <Alert type="info" showIcon title={hint} style={{ marginBottom: 12 }} />}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Form.Item name="remark" label={t('signUp.remark')} extra={t('signUp.remarkHint')} rules={[zodRule(SignUpSchema.shape.remark)]}>
          <Input.TextArea ref={remarkRef} rows={3} maxLength={200} showCount autoFocus />
        </Form.Item>
        {askSex && mode === 'signUp' && (
          <Form.Item name="sex" label={t('signUp.sex')} extra={t('signUp.sexHint')} rules={[{ required: true, message: t('signUp.sexRequired') }]}>
            <SexChoice ns="activities" aria-label={t('signUp.sex')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

// the cancel confirmation comes in the same chunk (my-registration-card.tsx loads one chunk of dialogs)
export { CancelConfirm } from './cancel-confirm';
