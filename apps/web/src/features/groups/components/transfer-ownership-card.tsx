import { CrownOutlined } from '@ant-design/icons';
import type { GroupDetail } from '@golf/shared/schemas/group';
import { Button, Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useMembers } from '../api/get-members';
import { useTransferOwnership } from '../api/transfer-ownership';
import { useConfirm } from '../../../lib/use-confirm';
import { useDebouncedState } from '../../../lib/use-debounced-state';

/** The owner hands the group to another member (and stays an organiser). */
export function TransferOwnershipCard({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groups');
  const [keyword, setKeyword] = useDebouncedState('');
  const [userId, setUserId] = useState<string | undefined>();
  const members = useMembers(group.id, { keyword: keyword || undefined, pageSize: 20 });
  const transfer = useTransferOwnership();
  const [openConfirm, holder] = useConfirm();
  const candidates = (members.data?.list ?? []).filter((m) => m.role !== 'owner');
  const chosen = candidates.find((m) => m.userId === userId);

  const submit = () => {
    if (!chosen) return;
    const name = chosen.nickname || chosen.username;
    openConfirm({
      title: t('transfer.confirmTitle', { name }),
      // an administrator who is not its owner moves it from the owner, not from themselves
      content: t('transfer.confirmContent', { name, context: group.myRole === 'owner' ? undefined : 'admin' }),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await transfer.mutateAsync({ id: group.id, userId: chosen.userId });
        feedback.success(t('transfer.done', { name }));
        setUserId(undefined);
      },
    });
  };

  return (
    <Card title={t('transfer.title')}>
      {holder}
      <Typography.Paragraph type="secondary">{t('transfer.hint')}</Typography.Paragraph>
      <Space wrap>
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          value={userId}
          onChange={setUserId}
          loading={members.isFetching}
          placeholder={t('transfer.choose')}
          notFoundContent={t('transfer.noCandidates')}
          options={candidates.map((m) => ({ value: m.userId, label: `${m.nickname || m.username} (@${m.username})` }))}
          style={{ width: 280, maxWidth: '100%' }}
          aria-label={t('transfer.choose')}
        />
        <Button icon={<CrownOutlined />} disabled={!chosen} onClick={submit} loading={transfer.isPending}>
          {t('transfer.submit')}
        </Button>
      </Space>
    </Card>
  );
}
