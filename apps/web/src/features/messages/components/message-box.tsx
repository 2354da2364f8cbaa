import { BellOutlined } from '@ant-design/icons';
import { Alert, Button, Popover, Spin, Typography } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWrapperLater } from '../../../lib/use-wrapper-later';
import { BELL_PAGE, useMessages } from '../api/get-messages';
import { useMarkAllRead } from '../api/mark-read';

// the list (antd List with its pagination, select and input) loads when the bell is first opened, not with every page
const MessageList = lazy(() => import('./message-list').then((m) => ({ default: m.MessageList })));

/** the API's largest page */
const MOST = 100;

/** antd's Popover is in the bell's download: it only waits for its moment (lib/use-wrapper-later.ts) */
const popoverReady = () => true;

/** the largest count the bell shows (antd Badge's default): more reads 99+ */
const MOST_SHOWN = 99;

/**
 * The navbar's bell: unread count, latest messages (more on request), mark read; a message with a link opens it.
 * The bell and its count are plain markup (global.css `.bell`, as the theme toggle beside it), and antd's Popover comes
 * once the page has settled and the bell is not in use (`useWrapperLater`), or at the first press if that is sooner
 * (it then opens at once, and the bell keeps the focus): antd's Badge and the Popover's trigger set state as they
 * mount, which rendered the bell a second time inside the page's first commit (~12 ms of it at full speed on the event
 * page, ~50 at 4× slower; decision 0012).
 */
export function MessageBox() {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [armed, setArmed] = useState(false);
  // a press mounts the Popover, which replaces the button with its own: the new one takes the focus the press had
  const { keepFocus } = useWrapperLater(buttonRef, popoverReady, setArmed, armed);
  const [pageSize, setPageSize] = useState(BELL_PAGE);
  const messages = useMessages({ pageSize });
  const markAllRead = useMarkAllRead();
  const unread = messages.data?.unread ?? 0;
  // all of them, those beyond the loaded page too, up to the newest shown (one arriving meanwhile stays unread)
  const newest = messages.data?.list[0]?.id;

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

  const label = t('bell', { count: unread });
  const bell = (
    <span className="bell">
      <button
        ref={buttonRef}
        type="button"
        className="plain-icon-button"
        aria-label={label}
        title={label}
        aria-expanded={armed && open}
        data-testid="message-box"
        data-popover={armed ? 'ready' : 'later'}
        // until the Popover is there: a press brings it, open
        onClick={
          armed
            ? undefined
            : () => {
                keepFocus();
                setArmed(true);
                setOpen(true);
              }
        }
      >
        <BellOutlined aria-hidden />
      </button>
      {unread > 0 && (
        <span className="bell__count" aria-hidden>
          {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
        </span>
      )}
    </span>
  );
  if (!armed) return bell;
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
          <Button size="small" type="link" disabled={unread === 0 || !newest} loading={markAllRead.isPending} onClick={() => newest && markAllRead.mutate(newest)}>
            {t('markAllRead')}
          </Button>
        </div>
      }
      content={content}
    >
      {bell}
    </Popover>
  );
}
