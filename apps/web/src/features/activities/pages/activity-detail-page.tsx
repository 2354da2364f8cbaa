import { EditOutlined, EnvironmentOutlined, PhoneOutlined, SettingOutlined, ShareAltOutlined, TeamOutlined, TrophyOutlined, FireOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMyFlight } from '../../flights/api/get-my-flight';
import { MyFlightCard } from '../../flights/components/my-flight-card';
import { votePath } from '../../vote/components/vote-format';
import { useActivity } from '../api/get-activity';
import { NoticesCard } from '../../notices/components/notices-card';
import { DetailPrizeActions } from '../../prizes/components/detail-prize-actions';
import { formatDateTime, formatDays, managePath, mapLinks, playersPath } from '../components/activity-format';
import { ActivityLoadState } from '../components/activity-load-state';
import { CapacityBar } from '../components/capacity-bar';
import { Markdown } from '../../../components/markdown';
import { MyRegistrationCard } from '../components/my-registration-card';
import { ActivityStatusTag } from '../components/status-tags';
import { Fact, FactList } from '../../../components/fact-list';
import { Heading } from '../../../components/heading';
import { idParam } from '../../../lib/id-param';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useSettings } from '../../../app/settings/settings-store';
import { useTitleSubject } from '../../../lib/document-title';

// the share dialog (QR code) is loaded when first opened
const ShareModal = lazy(() => import('../components/share-modal').then((m) => ({ default: m.ShareModal })));

/** A contact that looks like a phone number becomes a tap-to-call link. */
function ContactValue({ contact }: { contact: string }) {
  const phone = /^[+\d][\d\s()-]{5,}$/.test(contact.trim());
  if (!contact) return <>–</>;
  return phone ? (
    <a href={`tel:${contact.replace(/[^\d+]/g, '')}`}>
      <PhoneOutlined /> {contact}
    </a>
  ) : (
    <span style={{ overflowWrap: 'anywhere' }}>{contact}</span>
  );
}

/** `/dashboard/activity/detail?id=`: everything a member needs on a phone, and their sign-up. */
export function ActivityDetailPage() {
  const { t, i18n } = useTranslation('activities');
  const { t: tv } = useTranslation('vote');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const activity = useActivity(id);
  useTitleSubject(activity.data?.title);
  // asked for together with the event, not after it: the flight card is often the largest text a member sees first
  // (the answer is null for a viewer who has no flight)
  useMyFlight(id);
  const [sharing, setSharing] = useState(false);
  // mounted from the first opening on, so it can animate closed
  const shareMounted = useOpenedOnce(sharing);
  // on a phone, the details below the member's own cards (when, where, description, notices) are rendered in a second,
  // interruptible pass once the top of the page is on screen: the first commit is smaller, so the page shows and answers
  // sooner. On a wider screen they sit beside those cards and come at once (added later they would move the footer).
  const phone = useSettings((settings) => settings.device === 'mobile');
  const loaded = activity.data !== undefined;
  const [details, setDetails] = useState(!phone);
  useEffect(() => {
    if (loaded && !details) startTransition(() => setDetails(true));
  }, [loaded, details]);

  if (!activity.data) return <ActivityLoadState id={id} query={activity} />;
  const a = activity.data;
  const maps = mapLinks(a, i18n.language);

  return (
    <div className="page-grid">
      <div className="page-grid__full">
        <Card>
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              {/* the shell's h1 is the page name: the event is the h2 (at the size of an h3, as before) */}
              <Heading level={2} size={3} style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="activity-title">
                {a.title}
              </Heading>
              <ActivityStatusTag status={a.status} />
              {!a.public && <Tag>{t('detail.membersOnly')}</Tag>}
            </div>
            <Typography.Text type="secondary">
              <TeamOutlined /> <Link to={`/dashboard/group/detail?id=${a.groupId}`}>{a.group.name}</Link> · {t(`type.${a.type}`)}
            </Typography.Text>
          </Space>
          <div style={{ marginTop: 16 }}>
            <CapacityBar registered={a.registered} capacity={a.capacity} waitlisted={a.waitlisted} status={a.status} />
            <Link to={playersPath(a.id)}>{t('detail.participantCount', { registered: a.registered, waitlisted: a.waitlisted })}</Link>
          </div>
          {/* a flex row rather than Space: the prize actions' buttons and tag are each an item of their own */}
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 16 }}>
            <Link to={playersPath(a.id)}>
              <Button icon={<TeamOutlined />}>{t('actions.participants')}</Button>
            </Link>
            <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)}>
              {t('actions.share')}
            </Button>
            {a.vote.enabled && (
              <Link to={votePath(a.id)}>
                <Button icon={<FireOutlined />} data-testid="open-vote">
                  {tv('action')}
                </Button>
              </Link>
            )}
            {(a.status === 'playing' || a.status === 'finished') && (
              <Link to={`/dashboard/activity/result?id=${a.id}`}>
                <Button icon={<TrophyOutlined />} data-testid="view-results">
                  {t('actions.results')}
                </Button>
              </Link>
            )}
            {a.status === 'playing' && a.myRegistration?.status === 'registered' && (
              <Link to={`/dashboard/activity/score-entry?id=${a.id}`}>
                <Button icon={<EditOutlined />}>{t('actions.scoreEntry')}</Button>
              </Link>
            )}
            <DetailPrizeActions activityId={a.id} status={a.status} />
            {a.canManage && (
              <Link to={managePath(a.id)}>
                <Button icon={<SettingOutlined />}>{t('actions.manage')}</Button>
              </Link>
            )}
          </div>
        </Card>
      </div>
      <div className="page-grid__side">
        <MyRegistrationCard activity={a} />
        <MyFlightCard activityId={a.id} registered={a.myRegistration?.status === 'registered'} ended={a.status === 'finished' || a.status === 'cancelled'} />
      </div>
      <div className="page-grid__main">
        {details && (
          <>
            <Card size="small" title={t('detail.when')}>
              <FactList>
                <Fact label={a.days.length > 1 ? t('fields.days') : t('fields.day')}>{formatDays(a, i18n.language)}</Fact>
                <Fact label={t('fields.teeOffTime')}>{a.teeOffTime}</Fact>
                <Fact label={t('fields.regtime')}>{formatDateTime(a.regtime, i18n.language)}</Fact>
                {a.vote.enabled && a.starttime && <Fact label={t('fields.starttime')}>{formatDateTime(a.starttime, i18n.language)}</Fact>}
              </FactList>
            </Card>
            <Card size="small" title={t('detail.where')} style={{ marginTop: 16 }}>
              <FactList>
                <Fact label={t('fields.place')}>{a.place || '–'}</Fact>
                {a.address && <Fact label={t('fields.address')}>{a.address}</Fact>}
                <Fact label={t('fields.courses')}>
                  {a.courses.length ? a.courses.map((c) => t('detail.courseHoles', { name: c.name, holes: t('detail.holes', { count: c.holeCount }) })).join(' + ') : '–'}
                </Fact>
                <Fact label={t('fields.contact')}>
                  <ContactValue contact={a.contact} />
                </Fact>
              </FactList>
              {maps && (
                <Space wrap style={{ marginTop: 8 }}>
                  <a href={maps.google} target="_blank" rel="noopener noreferrer">
                    <Button size="small" icon={<EnvironmentOutlined />}>
                      {t('detail.openMap')}
                    </Button>
                  </a>
                  {maps.amap && (
                    <a href={maps.amap} target="_blank" rel="noopener noreferrer">
                      <Button size="small" icon={<EnvironmentOutlined />}>
                        {t('detail.openAmap')}
                      </Button>
                    </a>
                  )}
                </Space>
              )}
            </Card>
            {a.description && (
              <Card size="small" title={t('fields.description')} style={{ marginTop: 16 }}>
                <Markdown source={a.description} />
              </Card>
            )}
          </>
        )}
      </div>
      {details && (a.myRole !== null || a.canManage) && (
        <div className="page-grid__full">
          <NoticesCard groupId={a.groupId} activityId={a.id} canPublish={a.canManage} />
        </div>
      )}
      {shareMounted && (
        <Suspense fallback={null}>
          <ShareModal activityId={a.id} title={a.title} open={sharing} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </div>
  );
}
