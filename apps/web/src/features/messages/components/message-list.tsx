import { BellOutlined, CheckOutlined, NotificationOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Empty, List, Tooltip, Typography } from 'antd';
import type { Message } from '@golf/shared/schemas/message';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarkRead } from '../api/mark-read';
import { formatStamp } from '../../../lib/format-time';

const ICONS = { message: <BellOutlined />, notice: <NotificationOutlined />, todo: <ScheduleOutlined /> };

function when(time: string, locale: string) {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time : formatStamp(date, locale);
}

/** Messages with their read state, in full; an unread one can be marked read; one with a link opens it (and is read). */
export function MessageList({ messages, onOpen }: { messages: Message[]; onOpen?: () => void }) {
  const { t, i18n } = useTranslation('messages');
  const markRead = useMarkRead();
  const navigate = useNavigate();
  if (messages.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  const follow = (message: Message) => {
    if (!message.link) return;
    if (message.status === 'unread') markRead.mutate([message.id]);
    onOpen?.();
    void navigate(message.link);
  };
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
              message.link ? (
                <Typography.Link strong={message.status === 'unread'} onClick={() => follow(message)} data-testid="message-open">
                  {message.title}
                </Typography.Link>
              ) : (
                <Typography.Text strong={message.status === 'unread'}>{message.title}</Typography.Text>
              )
            }
            description={
              <>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
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
