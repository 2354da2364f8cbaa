import { BellOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Popover, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BELL_PAGE, useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';

// the list (antd List with its pagination, select and input) loads when the bell is first opened, not with every page
const MessageList = lazy(() => import('./message-list').then((m) => ({ default: m.MessageList })));

/** the API's largest page */
const MOST = 100;

/** The navbar's bell: unread count, latest messages (more on request), mark read; a message with a link opens it. */
export function MessageBox() {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const [pageSize, setPageSize] = useState(BELL_PAGE);
  const messages = useMessages({ pageSize });
  const markRead = useMarkRead();
  const unread = messages.data?.unread ?? 0;
  const unreadIds = messages.data?.list.filter((m) => m.status === 'unread').map((m) => m.id) ?? [];

  const content = (
    <div style={{ width: 'min(340px, calc(100vw - 32px))', maxHeight: 420, overflow: 'auto' }}>
      {messages.isPending && <Spin style={{ display: 'block', margin: 24 }} />}
      {messages.isError && (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={messages.error.message}
          action={
            <Button size="small" onClick={() => messages.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      )}
      {messages.data && (
        <Suspense fallback={<Spin style={{ display: 'block', margin: 24 }} />}>
          <MessageList messages={messages.data.list} onOpen={() => setOpen(false)} />
          {messages.data.total > messages.data.list.length && pageSize < MOST && (
            <Button block type="link" loading={messages.isPlaceholderData} onClick={() => setPageSize((n) => Math.min(n + BELL_PAGE * 2, MOST))}>
              {t('more', { count: messages.data.total - messages.data.list.length })}
            </Button>
          )}
        </Suspense>
      )}
    </div>
  );

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // closed, the bell polls the latest few again
        if (!next) setPageSize(BELL_PAGE);
      }}
      placement="bottomRight"
      // on a phone the bell is not at the screen's edge: the panel moves along to stay on the screen
      align={{ overflow: { adjustX: true, shiftX: true, adjustY: true } }}
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <Typography.Text strong>{t('title', { count: unread })}</Typography.Text>
          <Button size="small" type="link" disabled={unreadIds.length === 0} loading={markRead.isPending} onClick={() => markRead.mutate(unreadIds)}>
            {t('markAllRead')}
          </Button>
        </div>
      }
      content={content}
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label={t('bell', { count: unread })} data-testid="message-box" />
      </Badge>
    </Popover>
  );
}
