import type { GroupDetail, GroupUpdateInput } from '@golf/shared/schemas/group';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/zod-rule';
import { UnsavedGuard, unsavedTexts } from '../../../components/unsaved-guard';
import { useUnsavedForm } from '../../../components/use-unsaved-form';
import { useUpdateGroup } from '../api/update-group';
import { GroupFormFields } from './group-form-fields';
import { cleanHandicapSystem } from './handicap-system-fields';

/** The organisers' settings form; what was typed stays when saving fails, and leaving with unsaved changes asks first. */
export function GroupSettingsForm({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groups');
  const [form] = Form.useForm<GroupUpdateInput>();
  const update = useUpdateGroup();
  const [error, setError] = useState<string | null>(null);
  const initialValues: GroupUpdateInput = {
    name: group.name,
    introduction: group.introduction,
    contact: group.contact,
    joinApproval: group.joinApproval,
    defaultHandicapSystem: group.defaultHandicapSystem,
  };
  const { dirty, saved } = useUnsavedForm(form, initialValues);

  const submit = (values: GroupUpdateInput) => {
    setError(null);
    const sent = form.getFieldsValue(true);
    update.mutate(
      { id: group.id, ...values, defaultHandicapSystem: cleanHandicapSystem(values.defaultHandicapSystem) },
      {
        onSuccess: () => {
          saved(sent);
          feedback.success(t('settings.saved'));
        },
        onError: (e) => {
          if (!applyFieldErrors(form, e)) setError(e.message);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={initialValues}
      onFinish={submit}
    >
      <UnsavedGuard dirty={dirty} texts={unsavedTexts(t)} />
      <GroupFormFields />
      {/* beside the button pressed: at the form's top, a long form's error was off the screen of a phone */}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
