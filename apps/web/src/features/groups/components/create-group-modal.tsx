import type { Group, GroupCreateInput } from '@golf/shared/schemas/group';
import { Alert, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/zod-rule';
import { useCreateGroup } from '../api/create-group';
import { useGroup } from '../api/get-group';
import { GroupFormFields } from './group-form-fields';
import { GroupLogoUpload } from './group-logo-upload';
import { cleanHandicapSystem } from './handicap-system-fields';
import { groupPath } from './use-group-id';
import { Result } from '../../../components/lazy-result';

const INITIAL: GroupCreateInput = { name: '', joinApproval: true, defaultHandicapSystem: { type: 'peoria', holeCap: 'none' } };

/** Creating a group: the form, then (once it exists) the logo. */
export function CreateGroupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const [form] = Form.useForm<GroupCreateInput>();
  const create = useCreateGroup();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Group | null>(null);
  const detail = useGroup(created?.id ?? '');

  const close = () => {
    if (created) {
      form.resetFields();
      setCreated(null);
    }
    setError(null);
    onClose();
  };

  const submit = (values: GroupCreateInput) => {
    setError(null);
    create.mutate(
      { ...values, defaultHandicapSystem: cleanHandicapSystem(values.defaultHandicapSystem) },
      {
        onSuccess: (group) => {
          feedback.success(t('create.done', { name: group.name }));
          setCreated(group);
        },
        onError: (e) => {
          if (!applyFieldErrors(form, e)) setError(e.message);
        },
      },
    );
  };

  const logo = detail.data?.logo ?? created?.logo ?? '';
  return (
    <Modal
      open={open}
      title={created ? t('create.logoTitle') : t('create.title')}
      onCancel={close}
      width={640}
      destroyOnHidden={false}
      maskClosable={false}
      footer={
        created
          ? [
              <Button key="close" onClick={close}>
                {t('create.later')}
              </Button>,
              <Button
                key="open"
                type="primary"
                onClick={() => {
                  const id = created.id;
                  close();
                  navigate(groupPath('detail', id));
                }}
              >
                {t('create.open')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                {t('actions.cancel')}
              </Button>,
              <Button key="submit" type="primary" loading={create.isPending} onClick={() => form.submit()} data-testid="create-group-submit">
                {t('create.submit')}
              </Button>,
            ]
      }
    >
      {created ? (
        <Result
          status="success"
          title={t('create.createdTitle', { name: created.name })}
          subTitle={t('create.logoHint')}
          extra={<GroupLogoUpload id={created.id} name={created.name} logo={logo} />}
        />
      ) : (
        <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={submit}>
          <GroupFormFields />
          {/* above the dialog's buttons: at its top, a long form's error was scrolled out of sight */}
          {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} role="alert" />}
        </Form>
      )}
    </Modal>
  );
}
