import { BellOutlined, CrownOutlined, FlagOutlined, MessageOutlined, NotificationOutlined, SettingOutlined, UserOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Skeleton, Space, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Permission } from '../../components/permission';
import { MyUpcomingEvents } from '../../features/activities/components/my-upcoming-events';
import { MyTeeTimesCard } from '../../features/flights/components/my-tee-times-card';
import { MyGroupsCard } from '../../features/groups/components/my-groups-card';
import { BELL_PAGE, useMessages } from '../../features/messages/api/get-messages';
import { MessageList } from '../../features/messages/components/message-list';
import { useSessionUser } from '../../lib/session-user';
import { useWorkplace, WORKPLACE_MESSAGES } from '../../features/workplace/api/get-workplace';
import { LatestPostsCard } from '../../features/workplace/components/latest-posts-card';
import { NextEventCard } from '../../features/workplace/components/next-event-card';
import { OpenEventsCard } from '../../features/workplace/components/open-events-card';
import { LatestResultCard } from '../../features/workplace/components/latest-result-card';
import { TodosCard } from '../../features/workplace/components/todos-card';
import { Heading } from '../../components/heading';
import { useScreens } from '../../lib/use-screens';

function greetingKey(hour: number) {
  if (hour < 5) return 'greeting.night';
  if (hour < 12) return 'greeting.morning';
  if (hour < 18) return 'greeting.afternoon';
  return 'greeting.evening';
}

function Shortcut({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: '12px 4px', borderRadius: 8, color: token.colorText, minWidth: 0 }}>
      <Avatar size={44} icon={icon} style={{ background: token.colorPrimaryBg, color: token.colorPrimary }} />
      {/* columns of at least 112 px hold 用户中心 or マイページ whole on a phone; longer labels wrap between words */}
      <span style={{ textAlign: 'center', fontSize: 13, lineHeight: 1.3, wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{label}</span>
    </Link>
  );
}

/**
 * `/dashboard/workplace`, the default home: greeting, messages and shortcuts.
 * It composes several features, so it lives with the app; later features add their sections here.
 */
export function WorkplacePage() {
  const { t, i18n } = useTranslation('workplace');
  const { data: user } = useSessionUser();
  // the bell's read (the same request): the page lists the latest few of it
  const messages = useMessages({ pageSize: BELL_PAGE });
  // next event, open sign-ups, latest posts and organiser to-dos: one request (GET /api/workplace)
  const home = useWorkplace();
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date());
  const screens = useScreens();
  const phone = !screens.sm;

  return (
    <div className="page-grid">
      <div className="page-grid__full">
        <Card>
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
            <Avatar size={phone ? 44 : 56} src={user?.avatar || undefined} icon={<UserOutlined />} alt="" />
            <div style={{ flex: 1, minWidth: 180 }}>
              {/* keep-all: a Japanese or Chinese greeting breaks at its comma or before the name, not inside a word */}
              <Heading
                level={2}
                size={phone ? 4 : 3}
                style={{ margin: 0, wordBreak: 'keep-all', overflowWrap: 'anywhere' }}
                data-testid="workplace-greeting"
              >
                {/* the name in one piece (non-breaking spaces): "佐藤 健一" broke at its space onto two lines */}
                {user ? t(greetingKey(new Date().getHours()), { name: (user.name || user.username).replace(/ /g, '\u00a0') }) : <Skeleton.Input active size="small" />}
              </Heading>
              <Typography.Text type="secondary">{today}</Typography.Text>
            </div>
            <Statistic title={t('unread')} value={messages.data?.unread ?? '–'} prefix={<BellOutlined />} />
          </div>
        </Card>
      </div>
      {home.isError && (
        <div className="page-grid__full">
          <Alert
            type="error"
            showIcon
            title={t('loadFailed')}
            description={home.error.message}
            action={<Button size="small" onClick={() => void home.refetch()}>{t('retry')}</Button>}
          />
        </div>
      )}
      <div className="page-grid__half">
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <NextEventCard event={home.data?.nextEvent ?? null} loading={home.isPending} />
          <OpenEventsCard events={home.data?.openEvents ?? []} loading={home.isPending} />
        </Space>
      </div>
      <div className="page-grid__half">
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <TodosCard todos={home.data?.todos ?? []} />
          <LatestResultCard results={home.data?.latestResults ?? []} loading={home.isPending} />
          <LatestPostsCard data={home.data} loading={home.isPending} />
        </Space>
      </div>
      <div className="page-grid__wide">
        <Card title={t('recentMessages')}>
          {messages.isPending && <Skeleton active />}
          {messages.isError && (
            <Alert
              type="error"
              showIcon
              title={t('messagesFailed')}
              description={messages.error.message}
              action={<Button size="small" onClick={() => void messages.refetch()}>{t('retry')}</Button>}
            />
          )}
          {messages.data && <MessageList messages={messages.data.list.slice(0, WORKPLACE_MESSAGES)} />}
        </Card>
      </div>
      <div className="page-grid__narrow">
        <Card title={t('shortcuts')}>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: 4 }}>
            <Shortcut to="/dashboard/group/index" icon={<UsergroupAddOutlined />} label={t('groups')} />
            <Shortcut to="/dashboard/activity/index" icon={<FlagOutlined />} label={t('events')} />
            <Shortcut to="/dashboard/notice" icon={<NotificationOutlined />} label={t('notices')} />
            <Shortcut to="/dashboard/topic" icon={<MessageOutlined />} label={t('topics')} />
            <Shortcut to="/user/info" icon={<UserOutlined />} label={t('userCentre')} />
            <Shortcut to="/user/setting" icon={<SettingOutlined />} label={t('settings')} />
            <Permission roles={['admin']}>
              <Shortcut to="/manager/workplace" icon={<CrownOutlined />} label={t('manager')} />
            </Permission>
          </div>
        </Card>
      </div>
      <div className="page-grid__half">
        <MyTeeTimesCard />
        <MyUpcomingEvents />
      </div>
      <div className="page-grid__half">
        <MyGroupsCard />
      </div>
    </div>
  );
}
