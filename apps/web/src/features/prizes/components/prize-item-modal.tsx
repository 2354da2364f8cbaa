import { Alert, Form, Input, Modal, type InputRef } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { checkPrizeQuantity } from '@golf/shared/golf/prize-allocation';
import type { PrizeItem } from '@golf/shared/schemas/prize';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '../../../lib/use-dialog-target';
import { feedback } from '../../../lib/feedback';
import { useOpenFocus } from '../../../lib/use-open-focus';
import { applyFieldErrors, usePreloadedSchemas, zodRule } from '../../../lib/zod-rule';
import { useCreatePrize } from '../api/create-prize';
import { useUpdatePrize } from '../api/update-prize';
import { prizeShape } from './lazy-schemas';
import { useGuardedClose } from '../../../components/use-guarded-close';

interface PrizeValues {
  name: string;
  num: number;
  price?: number | null;
}

/** Adds a prize item or edits one (loaded when first opened, prize-items-table.tsx). */
export function PrizeModal({ open, onClose, afterClose, activityId, prize }: DialogProps & { activityId: string; prize: PrizeItem | 'new' }) {
  const { t } = useTranslation('prizes');
  const [form] = Form.useForm<PrizeValues>();
  usePreloadedSchemas(prizeShape.name);
  const [error, setError] = useState<string | null>(null);
  const [nameRef, focusName] = useOpenFocus<InputRef>();
  const create = useCreatePrize();
  const update = useUpdatePrize();
  const editing = prize === 'new' ? null : prize;
  const initialValues = editing ? { name: editing.name, num: editing.num, price: editing.price } : { num: 1 };
  const [close, holder] = useGuardedClose(form, initialValues, onClose);
  const finish = async (values: PrizeValues) => {
    setError(null);
    const input = { name: values.name, num: values.num, price: values.price ?? null };
    try {
      if (editing) await update.mutateAsync({ activityId, prizeId: editing.id, changes: input });
      else await create.mutateAsync({ activityId, input });
      feedback.success(t('items.saved'));
      onClose();
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : String(e));
    }
  };
  // the same check as the server: a quantity below what the rules allocate is refused
  const quantityRule = {
    validator: async (_: unknown, value: number | null) => {
      if (!editing || value == null) return;
      const wrong = checkPrizeQuantity({ name: editing.name }, value, editing.allocated);
      if (wrong) throw new Error(t('quantityWrong', wrong.params));
    },
  };
  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={t(editing ? 'items.edit' : 'items.add')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      onCancel={close}
      afterOpenChange={focusName}
      destroyOnHidden
    >
      {holder}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(v) => void finish(v)}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Form.Item name="name" label={t('items.name')} required rules={[zodRule(prizeShape.name)]}>
          <Input ref={nameRef} maxLength={60} autoFocus />
        </Form.Item>
        <Form.Item
          name="num"
          label={t('items.num')}
          extra={editing ? t('items.allocatedHint', { allocated: editing.allocated }) : undefined}
          rules={[zodRule(prizeShape.num), quantityRule]}
        >
          <NumberInput min={0} max={100000} inputMode="numeric" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="price" label={t('items.price')} rules={[zodRule(prizeShape.price)]}>
          <NumberInput min={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
