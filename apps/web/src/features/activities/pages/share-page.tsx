import { CalendarOutlined, ClockCircleOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { loginPathFor } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useActivity } from '../api/get-activity';
import { useActivitySummary } from '../api/get-activity-summary';
import { detailPath, formatDateTime, formatDays } from '../components/activity-format';
import { CapacityBar } from '../components/capacity-bar';
import { ActivityStatusTag } from '../components/status-tags';
import { Heading } from '../../../components/heading';
import { useDocumentTitle } from '../../../lib/document-title';

/**
 * `/share/activity/:id`: the shared link, open without login — the event's summary and a sign-up button
 * that leads a visitor through login (or registration) back to the event.
 */
export function SharePage() {
  const { t, i18n } = useTranslation('activities');
  const { id } = useParams();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const summary = useActivitySummary(id);
  // a signed-in member who is already in sees where they stand, not "sign up" (the detail is theirs to read; not found
  // or forbidden leaves the summary as it is)
  const detailQuery = useActivity(token ? id : undefined);
  const detail = detailQuery.data;
  // where the member stands, while that is the news: once the event is under way, over or cancelled, its state is
  const mine = detail && ['registering', 'closed'].includes(detail.status) ? detail.myRegistration : null;
  useDocumentTitle(summary.data?.title, t('share.heading'));
  const target = detailPath(id ?? '');

  let body;
  if (summary.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (summary.isError) {
    body =
      isApiError(summary.error) && summary.error.status === 404 ? (
        <Result status="404" title={t('missing.title')} subTitle={t('share.missing')} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={t('share.loadFailed')}
          description={summary.error.message}
          action={<Button size="small" onClick={() => void summary.refetch()}>{t('retry')}</Button>}
        />
      );
  } else {
    const a = summary.data;
    body = (
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <Heading level={1} size={3} style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="share-title">
            {a.title}
          </Heading>
          <ActivityStatusTag status={a.status} />
        </div>
        <Typography.Text>
          <TeamOutlined /> {a.group.name} · {t(`type.${a.type}`)}
        </Typography.Text>
        <Typography.Text>
          <CalendarOutlined /> {formatDays(a, i18n.language)}
        </Typography.Text>
        <Typography.Text>
          <ClockCircleOutlined /> {t('share.teeOff', { time: a.teeOffTime })}
        </Typography.Text>
        {(a.place || a.address) && (
          <Typography.Text>
            <EnvironmentOutlined /> {[a.place, a.address].filter(Boolean).join(' · ')}
          </Typography.Text>
        )}
        <CapacityBar registered={a.registered} capacity={a.capacity} waitlisted={a.waitlisted} status={a.status} />
        <Typography.Text type="secondary">{t('share.deadline', { deadline: formatDateTime(a.regtime, i18n.language) })}</Typography.Text>
        {mine && (
          <Alert
            type="success"
            showIcon
            data-testid="share-mine"
            title={mine.status === 'waitlisted' ? t('share.youWait', { position: mine.position }) : t('share.youAreIn')}
          />
        )}
        {a.status === 'registering' && !mine ? (
          <Button type="primary" size="large" block onClick={() => navigate(token ? target : loginPathFor(target))} data-testid="share-sign-up">
            {/* signed in and not a member of a members-only event: the event page asks to join first (it said "sign up"
                right above "only members can sign up") */}
            {!token ? t('share.loginToSignUp') : !a.public && isApiError(detailQuery.error) && detailQuery.error.status === 403 ? t('share.joinFirst', { group: a.group.name }) : t('share.signUp')}
          </Button>
        ) : (
          <>
            {!mine && <Alert type="info" showIcon title={t(`share.notOpen.${a.status}`)} />}
            <Button type={mine ? 'primary' : 'default'} size="large" block onClick={() => navigate(token ? target : loginPathFor(target))}>
              {t('share.viewEvent')}
            </Button>
          </>
        )}
        {!token && (
          <Typography.Text type="secondary" style={{ textAlign: 'center', display: 'block' }}>
            {t('share.noAccount')} <Link to={`/register?redirect=${encodeURIComponent(target)}`}>{t('share.register')}</Link>
          </Typography.Text>
        )}
        {/* a member-only event the viewer can read is theirs to sign up for: no "members only" for them */}
        {!a.public && !detail && <Typography.Text type="secondary">{t('share.membersOnly', { group: a.group.name })}</Typography.Text>}
      </Space>
    );
  }

  return (
    <div style={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', padding: '64px 12px 24px' }}>
      <Card style={{ width: '100%', maxWidth: 520, alignSelf: 'flex-start' }} title={t('share.heading')}>
        {body}
      </Card>
    </div>
  );
}
