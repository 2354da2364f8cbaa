import { DeleteOutlined } from '@ant-design/icons';
import type { GroupDetail } from '@golf/shared/schemas/group';
import { Button, Card, Input, Typography, type ModalProps } from 'antd';
import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { lazyPart } from '../../../lib/lazy-part';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useDeleteGroup } from '../api/delete-group';

// antd's Modal loads when the owner first asks to delete
const Modal = lazyPart(() => import('antd/es/modal').then((m) => m.default as ComponentType<ModalProps>), { tell: true });

/** The owner deletes the group after typing its name. */
export function DeleteGroupCard({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const remove = useDeleteGroup();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const mounted = useOpenedOnce(open);

  const submit = () =>
    remove.mutate(group.id, {
      onSuccess: () => {
        feedback.success(t('delete.done', { name: group.name }));
        setOpen(false);
        navigate('/dashboard/group/index?mine=1', { replace: true });
      },
    });

  return (
    <Card title={<Typography.Text type="danger">{t('delete.title')}</Typography.Text>} style={{ borderColor: 'var(--ant-color-error-border, #ffccc7)' }}>
      <Typography.Paragraph type="secondary">{t('delete.hint')}</Typography.Paragraph>
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        {t('delete.button')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <Modal
            open={open}
            title={t('delete.confirmTitle', { name: group.name })}
            okText={t('delete.button')}
            okButtonProps={{ danger: true, disabled: typed.trim() !== group.name }}
            cancelText={t('actions.cancel')}
            confirmLoading={remove.isPending}
            onOk={submit}
            onCancel={() => setOpen(false)}
            afterClose={() => setTyped('')}
          >
            <Typography.Paragraph>{t('delete.confirmContent')}</Typography.Paragraph>
            <Typography.Paragraph>
              {t('delete.typeName')} <Typography.Text code>{group.name}</Typography.Text>
            </Typography.Paragraph>
            <Input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={group.name} aria-label={t('delete.typeName')} />
          </Modal>
        </Suspense>
      )}
    </Card>
  );
}
