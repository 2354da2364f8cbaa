import { DesktopOutlined, EditOutlined, ExportOutlined, MobileOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Segmented, Select, Space, Tag, Typography } from 'antd';
import type { Activity } from '@golf/shared/schemas/activity';
import type { ResultRowAnswer, ResultsAnswer } from '@golf/shared/schemas/score';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { feedback } from '../../../lib/feedback';
import { useEvent } from '../api/get-event';
import { useResults } from '../api/get-results';
import { useExportResults } from '../api/export-results';
import { useRecomputeResults } from '../api/recompute-results';
import { useLiveResults } from '../api/use-live-results';
import { LiveBadge } from '../components/live-badge';
import { ResultsTable } from '../components/results-table';
import { TeamTable } from '../components/team-table';
import { useFilteredRows, type SexFilter } from '../components/use-filtered-rows';
import { Heading } from '../../../components/heading';
import { idParam } from '../../../lib/id-param';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useTitleSubject } from '../../../lib/document-title';
import { useListFormat } from '../../../lib/use-list-format';
import { DEFAULT_TIE_BREAK } from '@golf/shared/golf/ranking';
import type { TieBreak } from '@golf/shared/schemas/golf';
import { formatStamp } from '../../../lib/format-time';

// the organiser's upload dialog (antd Upload, the preview table) is loaded when first opened
const UploadDialog = lazy(() => import('../components/upload-dialog').then((m) => ({ default: m.UploadDialog })));
// a player's card (antd Drawer) is loaded when the first one is opened
const ScorecardDrawer = lazy(() => import('../components/scorecard-drawer').then((m) => ({ default: m.ScorecardDrawer })));

const POLL_MS = 10_000;

/** `/dashboard/activity/result?id=`: results, or the live leaderboard while the event is in play. */
export function ResultsPage() {
  const { t } = useTranslation('results');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const event = useEvent(id);
  useTitleSubject(event.data?.title);
  const playing = event.data?.status === 'playing';
  const live = useLiveResults(id, playing);
  const results = useResults(id, playing && live !== 'live' ? POLL_MS : false);
  if (!id) return <Empty description={t('missing')} />;
  if (!event.data) return <QueryState error={event.error} onRetry={() => void event.refetch()} />;
  if (!results.data) return <QueryState error={results.error} onRetry={() => void results.refetch()} />;
  return <ResultsView activity={event.data} results={results.data} live={live} />;
}

function ResultsView({ activity, results, live }: { activity: Activity; results: ResultsAnswer; live: ReturnType<typeof useLiveResults> }) {
  const { t, i18n } = useTranslation('results');
  const { filtered, divisions, division, setDivision, sex, setSex } = useFilteredRows(results.list);
  const [open, setOpen] = useState<ResultRowAnswer | null>(null);
  // mounted from the first card opened on, so it can animate closed
  const drawerMounted = useOpenedOnce(open !== null);
  // `&upload=1` (the score grid's "upload a spreadsheet") opens the dialog at once
  const [params, setParams] = useSearchParams();
  const [uploading, setUploadingState] = useState(() => activity.canManage && params.get('upload') === '1');
  const setUploading = (open: boolean) => {
    setUploadingState(open);
    if (!open && params.has('upload'))
      setParams(
        (p) => {
          p.delete('upload');
          return p;
        },
        { replace: true },
      );
  };
  // mounted from the first opening on, so it can animate closed
  const uploadMounted = useOpenedOnce(uploading);
  const [changedPids, setChangedPids] = useState<Set<string>>(new Set());
  const [changeNote, setChangeNote] = useState<string | null>(null);
  const recompute = useRecomputeResults();
  const exporter = useExportResults();
  const names = useMemo(() => new Map(results.list.map((r) => [r.pid, r.name])), [results.list]);
  const ranked = results.list.filter((r) => r.rank !== null).length;
  // nobody has a score yet: a table of dashes says nothing (before play, it says when results come)
  const noScores = results.list.every((r) => r.gross === null && !r.holesPlayed);
  const prePlay = ['draft', 'registering', 'closed'].includes(activity.status);
  const withPoints = results.list.some((r) => r.points !== undefined);

  const restat = async () => {
    const answer = await recompute.mutateAsync(activity.id);
    feedback.success(t('recompute.success'));
    setChangedPids(new Set(answer.pids));
    setChangeNote(answer.changed === 0 ? t('recompute.nothing') : t('recompute.changed', { changed: answer.changed, ranks: answer.rankChanged }));
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <Heading level={2} size={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {t(activity.status === 'playing' ? 'leaderboardTitle' : 'title', { title: activity.title })}
          </Heading>
          <LiveBadge state={live} />
        </div>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px' }}>
          {t('summary', { ranked, total: results.list.length })}
          {results.computedAt && (
            <>
              {' · '}
              <span style={{ whiteSpace: 'nowrap' }}>
                {t('computedAt', { time: formatStamp(results.computedAt, i18n.language) })}
              </span>
            </>
          )}
        </Typography.Paragraph>
        <Space wrap>
          {activity.canManage && (
            <>
              <Button icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="open-upload">
                {t('actions.upload')}
              </Button>
              <Button icon={<ReloadOutlined />} loading={recompute.isPending} onClick={() => void restat().catch(() => undefined)} data-testid="recompute">
                {t('actions.recompute')}
              </Button>
              <Link to={`/dashboard/activity/scores?id=${activity.id}`}>
                <Button icon={<EditOutlined />}>{t('actions.grid')}</Button>
              </Link>
            </>
          )}
          {activity.status === 'playing' && (
            <Link to={`/dashboard/activity/score-entry?id=${activity.id}`}>
              <Button icon={<MobileOutlined />}>{t('actions.entry')}</Button>
            </Link>
          )}
          <Button
            icon={<ExportOutlined />}
            loading={exporter.isPending}
            onClick={() => void exporter.mutateAsync({ activityId: activity.id, filename: `${activity.title}-${t('exportName')}.xlsx` }).catch(() => undefined)}
          >
            {t('actions.export')}
          </Button>
          <Link to={`/tv/leaderboard?id=${activity.id}`} target="_blank">
            <Button icon={<DesktopOutlined />}>{t('actions.tv')}</Button>
          </Link>
        </Space>
        {changeNote && <Alert style={{ marginTop: 12 }} type="success" showIcon closable={{ onClose: () => setChangeNote(null) }} title={changeNote} data-testid="recompute-note" />}
        {!results.hiddenHoles && activity.handicapSystem.type === 'peoria' && activity.status === 'playing' && !activity.canManage && (
          <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('secretUntilFinished')} data-testid="results-secret" />
        )}
        {/* the organiser's board ranks completed cards only: "0 of 10 ranked" during play said nothing of why */}
        {activity.canManage && activity.handicapSystem.type === 'peoria' && activity.status === 'playing' && ranked < results.list.length && (
          <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('rankedWhenComplete')} data-testid="results-ranked-when-complete" />
        )}
        {results.hiddenHoles && results.hiddenHoles.length > 0 && (
          <div style={{ marginTop: 12 }}>
            <Typography.Text type="secondary">
              {t('hiddenHoles')}
              {t('common:colon')}
            </Typography.Text>
            {results.hiddenHoles.map((h) => (
              <Tag key={h} color="blue">
                {h}
              </Tag>
            ))}
          </div>
        )}
      </Card>
      <Card title={t('individual')} styles={{ body: { padding: 0 } }}>
        <div style={{ padding: '12px 16px 0' }}>
          <Space wrap>
            {divisions.length > 0 && (
              <Select
                allowClear
                style={{ minWidth: 120 }}
                placeholder={t('filters.division')}
                aria-label={t('filters.division')}
                value={division}
                onChange={(v) => setDivision(v ?? null)}
                options={divisions.map((d) => ({ value: d, label: d }))}
              />
            )}
            <Segmented<SexFilter>
              value={sex}
              onChange={setSex}
              options={[
                { value: 'all', label: t('filters.all') },
                { value: 'M', label: t('filters.men') },
                { value: 'F', label: t('filters.women') },
              ]}
            />
          </Space>
        </div>
        {results.list.length === 0 || noScores ? (
          <Empty style={{ padding: 24 }} description={activity.canManage ? t('emptyOrganiser') : t(prePlay ? 'notPlayed' : 'empty')} />
        ) : (
          <ResultsTable rows={filtered} withPoints={withPoints} live={activity.status === 'playing'} highlight={changedPids} mine={activity.myRegistration?.id} onOpen={setOpen} />
        )}
        <TieNote rows={results.list} chain={activity.handicapSystem.tieBreak ?? DEFAULT_TIE_BREAK} />
      </Card>
      {results.teams.length > 0 && (
        <Card title={t('teams.title')} styles={{ body: { padding: 0 } }}>
          <TeamTable teams={results.teams} names={names} />
        </Card>
      )}
      {drawerMounted && (
        <Suspense fallback={null}>
          <ScorecardDrawer activityId={activity.id} row={open} hiddenHoles={results.hiddenHoles} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {activity.canManage && uploadMounted && (
        <Suspense fallback={null}>
          <UploadDialog activityId={activity.id} title={activity.title} open={uploading} onClose={() => setUploading(false)} />
        </Suspense>
      )}
    </Space>
  );
}

/**
 * Equal scores placed one after the other need a word: without it, two players on the same net in 7th and 8th place
 * looked like a mistake. Shown when two ranked players with the same score are in different places, with the event's own
 * tie-break order (up to where it shares the place).
 */
function TieNote({ rows, chain }: { rows: readonly ResultRowAnswer[]; chain: readonly TieBreak[] }) {
  const { t } = useTranslation('results');
  const list = useListFormat();
  // the place each score was first given: a later row with the same score and another place was split by the chain
  const placeOf = new Map<number, number>();
  let split = false;
  for (const r of rows) {
    const score = r.points ?? r.net ?? r.gross;
    if (r.rank === null || score === null) continue;
    const first = placeOf.get(score);
    if (first === undefined) placeOf.set(score, r.rank);
    else if (first !== r.rank) split = true;
  }
  // the engine stops at 'shared': what follows it never decides anything
  const shared = chain.indexOf('shared');
  const used = shared >= 0 ? chain.slice(0, shared + 1) : chain;
  if (!split || used.length === 0 || used[0] === 'shared') return null;
  return (
    <Typography.Paragraph type="secondary" style={{ margin: 0, padding: '8px 16px 12px', fontSize: 13 }} data-testid="tie-note">
      {t('tie.note', { order: list(used.map((item) => t(`tie.${item}`))) })}
    </Typography.Paragraph>
  );
}
