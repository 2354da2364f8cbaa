import { MobileOutlined, SaveOutlined, TrophyOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Empty, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { useEvent } from '../api/get-event';
import { useScorecards } from '../api/get-scorecards';
import { ScoreGrid } from '../components/score-grid';
import { ScorePageState } from '../components/score-page-state';
import { useScoreEdits } from '../components/use-score-edits';
import { UnsavedGuard, unsavedTexts } from '../../../components/unsaved-guard';
import { useState } from 'react';
import type { ScorecardsAnswer } from '@golf/shared/schemas/score';
import { idParam } from '../../../lib/id-param';
import { useTitleSubject } from '../../../lib/document-title';

/** `/dashboard/activity/scores?id=`: the organiser's players × holes grid. */
export function ScoreGridPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const event = useEvent(id);
  useTitleSubject(event.data?.title);
  const cards = useScorecards(id);
  if (!event.data) return <ScorePageState id={id} query={event} />;
  // the organisers' grid: others (the server refuses their saves) are sent to the score entry
  if (!event.data.canManage) return <ScorePageState id={id} query={event} gridForbidden />;
  if (!cards.data) return <ScorePageState id={id} query={cards} />;
  return <GridCard activityId={event.data.id} title={event.data.title} data={cards.data} />;
}

function GridCard({ activityId, title, data }: { activityId: string; title: string; data: ScorecardsAnswer }) {
  const { t } = useTranslation('scores');
  const [showPutts, setShowPutts] = useState(true);
  const edits = useScoreEdits(activityId, data);
  const saveAll = async () => {
    const failure = await edits.saveAll();
    if (failure === null) feedback.success(t('grid.allSaved'));
    // values to correct are in red; a request that failed (no connection, the server) is said as it is, with the
    // changes kept for another try
    else if (failure === 'cells') feedback.error(t('grid.someFailed'));
    else feedback.error(t('grid.notSent', { reason: failure }));
  };
  return (
    <Card
      title={
        <Typography.Text strong style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
          {t('grid.title', { title })}
        </Typography.Text>
      }
      extra={
        <Space wrap>
          <Link to={`/dashboard/activity/score-entry?id=${activityId}`}>
            <Button icon={<MobileOutlined />}>{t('grid.toEntry')}</Button>
          </Link>
          <Link to={`/dashboard/activity/result?id=${activityId}`}>
            <Button icon={<TrophyOutlined />}>{t('grid.toResults')}</Button>
          </Link>
          {/* a whole sheet of scores at once: the upload lives with the results, where its preview shows what changes */}
          <Link to={`/dashboard/activity/result?id=${activityId}&upload=1`}>
            <Button icon={<UploadOutlined />} data-testid="grid-to-upload">
              {t('grid.toUpload')}
            </Button>
          </Link>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Switch checked={showPutts} onChange={setShowPutts} aria-label={t('grid.showPutts')} />
          <span>{t('grid.showPutts')}</span>
        </Space>
        <Badge count={edits.dirtyPids.length} title={t('grid.unsaved', { count: edits.dirtyPids.length })}>
          <Button type="primary" icon={<SaveOutlined />} disabled={edits.dirtyPids.length === 0} onClick={() => void saveAll()} data-testid="grid-save-all">
            {t('grid.saveAll')}
          </Button>
        </Badge>
      </Space>
      <Alert type="info" showIcon title={t('grid.help')} style={{ marginBottom: 12 }} />
      {data.players.length === 0 ? <Empty description={t('grid.noPlayers')} /> : <ScoreGrid data={data} showPutts={showPutts} edits={edits} />}
      <UnsavedGuard dirty={edits.dirtyPids.length > 0} texts={unsavedTexts(t)} />
    </Card>
  );
}
