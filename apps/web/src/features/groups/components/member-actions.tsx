import { ArrowDownOutlined, ArrowUpOutlined, CrownOutlined, DeleteOutlined, LogoutOutlined } from '@ant-design/icons';
import type { GroupDetail, Member } from '@golf/shared/schemas/group';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwnership } from '../api/transfer-ownership';
import { useUpdateMemberRole } from '../api/update-member-role';
import { useGroupPowers } from './use-group-id';
import { useConfirm } from '../../../lib/use-confirm';

/** The buttons on one member's row: promote/demote/remove (organisers), hand over (owner), leave (oneself). */
export function MemberActions({ group, member }: { group: GroupDetail; member: Member }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const powers = useGroupPowers(group);
  const [openConfirm, holder] = useConfirm();
  const role = useUpdateMemberRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const self = member.userId === powers.userId;
  const name = member.nickname || member.username;
  const ids = { groupId: group.id, userId: member.userId };

  const confirm = (title: string, content: string, run: () => Promise<unknown>, danger = false) =>
    // a refusal is told by the request's own toast; the dialog closes instead of staying open on an unhandled rejection
    openConfirm({ title, content, okButtonProps: { danger }, okText: t('actions.confirm'), cancelText: t('actions.cancel'), onOk: () => run().catch(() => undefined) });

  const buttons = [];
  if (self) {
    if (member.role === 'owner') {
      buttons.push(
        <Tooltip key="leave" title={t('members.ownerCannotLeave')}>
          <Button size="small" icon={<LogoutOutlined />} disabled>
            {t('members.leave')}
          </Button>
        </Tooltip>,
      );
    } else {
      buttons.push(
        <Button
          key="leave"
          size="small"
          danger
          icon={<LogoutOutlined />}
          onClick={() =>
            confirm(t('members.leaveTitle', { name: group.name }), t('members.leaveContent'), async () => {
              await remove.mutateAsync(ids);
              feedback.success(t('members.left', { name: group.name }));
              navigate('/dashboard/group/index?mine=1');
            }, true)
          }
        >
          {t('members.leave')}
        </Button>,
      );
    }
  } else if (powers.organises && (member.role === 'member' || (member.role === 'organiser' && powers.owns))) {
    // an organiser acts on members; only the owner (or a site admin) on other organisers: the server refuses the rest
    if (member.role === 'member') {
      buttons.push(
        <Button
          key="promote"
          size="small"
          icon={<ArrowUpOutlined />}
          onClick={() =>
            confirm(t('members.promoteTitle', { name }), t('members.promoteContent'), async () => {
              await role.mutateAsync({ ...ids, role: 'organiser' });
              feedback.success(t('members.promoted', { name }));
            })
          }
        >
          {t('members.promote')}
        </Button>,
      );
    } else {
      buttons.push(
        <Button
          key="demote"
          size="small"
          icon={<ArrowDownOutlined />}
          onClick={() =>
            confirm(t('members.demoteTitle', { name }), t('members.demoteContent'), async () => {
              await role.mutateAsync({ ...ids, role: 'member' });
              feedback.success(t('members.demoted', { name }));
            })
          }
        >
          {t('members.demote')}
        </Button>,
      );
    }
    if (powers.owns) {
      buttons.push(
        <Button
          key="transfer"
          size="small"
          icon={<CrownOutlined />}
          onClick={() =>
            confirm(t('transfer.confirmTitle', { name }), t('transfer.confirmContent', { name, context: group.myRole === 'owner' ? undefined : 'admin' }), async () => {
              await transfer.mutateAsync({ id: group.id, userId: member.userId });
              feedback.success(t('transfer.done', { name }));
            }, true)
          }
        >
          {t('members.makeOwner')}
        </Button>,
      );
    }
    buttons.push(
      <Button
        key="remove"
        size="small"
        danger
        icon={<DeleteOutlined />}
        onClick={() =>
          confirm(t('members.removeTitle', { name }), t('members.removeContent', { group: group.name }), async () => {
            await remove.mutateAsync(ids);
            feedback.success(t('members.removed', { name }));
          }, true)
        }
      >
        {t('members.remove')}
      </Button>,
    );
  }

  return (
    <>
      {holder}
      <Space size={4} wrap>
        {buttons}
      </Space>
    </>
  );
}
