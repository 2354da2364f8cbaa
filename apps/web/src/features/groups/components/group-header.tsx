import { AuditOutlined, ClockCircleOutlined, SettingOutlined, ShareAltOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import type { GroupDetail } from '@golf/shared/schemas/group';
import { Badge, Button, Card, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GroupLogo } from './group-logo';
import { RoleTag } from './role-tag';
import { groupPath, useGroupPowers } from './use-group-id';
import { Heading } from '../../../components/heading';
import { linkFor } from '../../../lib/paths';
import { useOpenedOnce } from '../../../lib/use-opened-once';

// the invitation's link and QR code (antd QRCode) come when an organiser first opens it
const ShareLinkModal = lazy(() => import('../../../components/share-link-modal').then((m) => ({ default: m.ShareLinkModal })));

/** The group's page, where a newcomer lands after logging in or registering, and applies to join. */
const inviteUrl = (groupId: string, language: string) => linkFor(groupPath('detail', groupId), language);

/** The top of a group's pages: logo, name, my role and the buttons that lead on. */
export function GroupHeader({ group, onApply }: { group: GroupDetail; onApply?: () => void }) {
  const { t, i18n } = useTranslation('groups');
  const powers = useGroupPowers(group);
  const pending = group.pendingApplications ?? 0;
  const [inviting, setInviting] = useState(false);
  const inviteMounted = useOpenedOnce(inviting);
  return (
    <Card>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <GroupLogo name={group.name} logo={group.logo} size={64} />
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Heading level={2} size={3} style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="group-name">
            {group.name}
          </Heading>
          <Space size={8} wrap style={{ marginTop: 6 }}>
            {group.myRole && <RoleTag role={group.myRole} />}
            <Typography.Text type="secondary">
              <TeamOutlined /> {t('card.members', { count: group.memberCount })}
            </Typography.Text>
            <Tag color={group.joinApproval ? 'processing' : 'success'} style={{ marginInlineEnd: 0 }}>
              {group.joinApproval ? t('detail.approvalNeeded') : t('detail.openToJoin')}
            </Tag>
          </Space>
        </div>
        <Space wrap>
          {powers.member || powers.organises ? (
            <Link to={groupPath('member', group.id)}>
              <Button icon={<TeamOutlined />}>{t('detail.members')}</Button>
            </Link>
          ) : group.myApplication === 'pending' ? (
            <Button disabled icon={<ClockCircleOutlined />}>
              {t('card.pending')}
            </Button>
          ) : (
            onApply && (
              <Button type="primary" icon={<UserAddOutlined />} onClick={onApply}>
                {group.joinApproval ? t('card.apply') : t('card.join')}
              </Button>
            )
          )}
          {powers.organises && (
            <>
              <Badge count={pending} size="small" offset={[-4, 4]}>
                <Link to={groupPath('member/audit', group.id)}>
                  <Button icon={<AuditOutlined />} data-testid="group-audit-link">
                    {t('detail.audit')}
                  </Button>
                </Link>
              </Badge>
              <Link to={groupPath('setting', group.id)}>
                <Button icon={<SettingOutlined />}>{t('detail.settings')}</Button>
              </Link>
              <Button icon={<ShareAltOutlined />} onClick={() => setInviting(true)} data-testid="group-invite">
                {t('detail.invite')}
              </Button>
            </>
          )}
        </Space>
      </div>
      {inviteMounted && (
        <Suspense fallback={null}>
          <ShareLinkModal
            url={inviteUrl(group.id, i18n.language)}
            heading={t('detail.inviteTitle', { group: group.name })}
            subject={group.name}
            hint={group.joinApproval ? t('detail.inviteHint') : t('detail.inviteHintOpen')}
            open={inviting}
            onClose={() => setInviting(false)}
          />
        </Suspense>
      )}
    </Card>
  );
}
