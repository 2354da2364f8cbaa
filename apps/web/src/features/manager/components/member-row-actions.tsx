import { CrownOutlined, StopOutlined, CheckCircleOutlined, UserOutlined } from '@ant-design/icons';
import type { ManagerMember } from '@golf/shared/schemas/manager';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useUpdateManagerMember } from '../api/update-member';
import { useConfirm } from '../../../lib/use-confirm';
import { isApiError } from '../../../lib/api-error';
import { sessionUserQueryOptions } from '../../../lib/session-user';
import { useQueryClient } from '@tanstack/react-query';

/** Enable/disable and grant/remove admin for one account; an admin cannot act on their own account. */
export function MemberRowActions({ member, self }: { member: ManagerMember; self: boolean }) {
  const { t } = useTranslation('manager');
  const update = useUpdateManagerMember();
  const client = useQueryClient();
  const [openConfirm, holder] = useConfirm();
  const name = member.nickname || member.username;
  const busy = update.isPending;

  const confirm = (title: string, content: string, body: { role?: 'admin' | 'user'; disabled?: boolean }, done: string, danger = false) =>
    openConfirm({
      title,
      content,
      okText: t('members.confirm'),
      cancelText: t('members.cancel'),
      okButtonProps: { danger },
      // a refusal is told by the request's own toast and closes the question; a 403 says this account is no longer an
      // admin: the session is read again, and the manager area leaves the menu (the question stayed open, and each
      // try was refused again)
      onOk: () =>
        update
          .mutateAsync({ id: member.id, ...body })
          .then(() => feedback.success(done))
          .catch((error: unknown) => {
            if (isApiError(error) && error.status === 403) void client.invalidateQueries({ queryKey: sessionUserQueryOptions().queryKey });
          }),
    });

  const roleButton =
    member.role === 'admin' ? (
      <Button
        size="small"
        icon={<UserOutlined />}
        disabled={self || busy}
        onClick={() => confirm(t('members.revokeTitle', { name }), t('members.revokeContent'), { role: 'user' }, t('members.revoked', { name }))}
      >
        {t('members.revoke')}
      </Button>
    ) : (
      <Button
        size="small"
        icon={<CrownOutlined />}
        disabled={busy}
        onClick={() => confirm(t('members.grantTitle', { name }), t('members.grantContent'), { role: 'admin' }, t('members.granted', { name }))}
      >
        {t('members.grant')}
      </Button>
    );

  const statusButton = member.disabled ? (
    <Button
      size="small"
      icon={<CheckCircleOutlined />}
      disabled={busy}
      onClick={() => confirm(t('members.enableTitle', { name }), t('members.enableContent'), { disabled: false }, t('members.enabled', { name }))}
    >
      {t('members.enable')}
    </Button>
  ) : (
    <Button
      size="small"
      danger
      icon={<StopOutlined />}
      disabled={self || busy}
      data-testid="disable-member"
      onClick={() => confirm(t('members.disableTitle', { name }), t('members.disableContent'), { disabled: true }, t('members.disabledDone', { name }), true)}
    >
      {t('members.disable')}
    </Button>
  );

  return (
    <Space size={4} orientation="vertical">
      {holder}
      {self ? <Tooltip title={t('members.selfHint')}>{roleButton}</Tooltip> : roleButton}
      {self ? <Tooltip title={t('members.selfHint')}>{statusButton}</Tooltip> : statusButton}
    </Space>
  );
}
