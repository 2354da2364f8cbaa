import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyShape, usePreloadedSchemas, zodRule } from '../../../lib/zod-rule';
import { HandicapSystemFields } from './handicap-system-fields';

// the shared schema, loaded as the fields mount: zod stays out of the page's first download (lib/zod-rule.ts)
const shape = lazyShape(() => import('@golf/shared/schemas/group').then((m) => m.GroupCreateSchema));

/** The fields of a group, shared by the create dialog and the settings page. */
export function GroupFormFields() {
  const { t } = useTranslation('groups');
  usePreloadedSchemas(shape.name);
  return (
    <>
      <Form.Item label={t('form.name')} name="name" rules={[zodRule(shape.name)]} required>
        <Input maxLength={40} showCount placeholder={t('form.namePlaceholder')} />
      </Form.Item>
      <Form.Item label={t('form.introduction')} name="introduction" rules={[zodRule(shape.introduction)]}>
        <Input.TextArea rows={4} maxLength={2000} showCount placeholder={t('form.introductionPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('form.contact')} name="contact" rules={[zodRule(shape.contact)]}>
        <Input maxLength={200} placeholder={t('form.contactPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('form.joinApproval')} name="joinApproval" valuePropName="checked" extra={t('form.joinApprovalHint')}>
        <Switch />
      </Form.Item>
      <HandicapSystemFields />
    </>
  );
}
