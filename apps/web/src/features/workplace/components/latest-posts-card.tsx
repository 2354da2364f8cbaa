import { MessageOutlined, NotificationOutlined } from '@ant-design/icons';
import type { Workplace } from '@golf/shared/schemas/workplace';
import { Badge, Card, List, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The latest notices (unread marked) and topics of my groups. */
export function LatestPostsCard({ data, loading }: { data: Workplace | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation('workplace');
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' }).format(new Date(iso));
  return (
    <Card loading={loading} data-testid="latest-posts" styles={{ body: { paddingTop: 4 } }}>
      <Tabs
        items={[
          {
            key: 'notices',
            label: (
              <span>
                <NotificationOutlined /> {t('posts.notices')} <Badge count={data?.unreadNotices ?? 0} size="small" data-testid="workplace-unread-notices" />
              </span>
            ),
            children: (
              <List
                size="small"
                dataSource={data?.notices ?? []}
                locale={{ emptyText: t('posts.noNotices') }}
                footer={<Link to="/dashboard/notice">{t('more')}</Link>}
                renderItem={(n) => (
                  <List.Item key={n.id}>
                    <span style={{ overflowWrap: 'anywhere', fontWeight: n.read ? 400 : 600 }}>
                      {!n.read && <Badge status="processing" />} <Link to={`/dashboard/notice/detail?id=${n.id}`}>{n.title}</Link>
                    </span>
                    <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap', marginLeft: 8 }}>
                      {when(n.createdAt)}
                    </Typography.Text>
                  </List.Item>
                )}
              />
            ),
          },
          {
            key: 'topics',
            label: (
              <span>
                <MessageOutlined /> {t('posts.topics')}
              </span>
            ),
            children: (
              <List
                size="small"
                dataSource={data?.topics ?? []}
                locale={{ emptyText: t('posts.noTopics') }}
                footer={<Link to="/dashboard/topic">{t('more')}</Link>}
                renderItem={(tp) => (
                  <List.Item key={tp.id}>
                    <span style={{ overflowWrap: 'anywhere' }}>
                      <Link to={`/dashboard/topic/detail?id=${tp.id}`}>{tp.title}</Link>
                    </span>
                    <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap', marginLeft: 8 }}>
                      <MessageOutlined /> {tp.replyCount}
                    </Typography.Text>
                  </List.Item>
                )}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
