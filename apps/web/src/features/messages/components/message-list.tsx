import { BellOutlined, CheckOutlined, NotificationOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Empty, List, Tooltip, Typography } from 'antd';
import type { Message } from '@golf/shared/schemas/message';
import { useTranslation } from 'react-i18next';
import { useMarkRead } from '../api/mark-read';

const ICONS = { message: <BellOutlined />, notice: <NotificationOutlined />, todo: <ScheduleOutlined /> };

function when(time: string, locale: string) {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Messages with their read state; an unread one can be marked read. */
export function MessageList({ messages }: { messages: Message[] }) {
  const { t, i18n } = useTranslation('messages');
  const markRead = useMarkRead();
  if (messages.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  return (
    <List
      itemLayout="horizontal"
      dataSource={messages}
      renderItem={(message) => (
        <List.Item
          actions={
            message.status === 'unread'
              ? [
                  // an icon button, so the title keeps the width of the row on a phone
                  <Tooltip key="read" title={t('markRead')}>
                    <Button
                      size="small"
                      type="text"
                      shape="circle"
                      aria-label={t('markRead')}
                      icon={<CheckOutlined />}
                      loading={markRead.isPending && markRead.variables?.includes(message.id)}
                      onClick={() => markRead.mutate([message.id])}
                    />
                  </Tooltip>,
                ]
              : undefined
          }
        >
          <List.Item.Meta
            avatar={
              <Badge dot={message.status === 'unread'}>
                <Avatar size="small" icon={ICONS[message.type]} />
              </Badge>
            }
            title={
              <Typography.Text strong={message.status === 'unread'} ellipsis>
                {message.title}
              </Typography.Text>
            }
            description={
              <>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                  {message.content}
                </Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {when(message.time, i18n.language)}
                </Typography.Text>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
