import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useActivity } from '../../activities/api/get-activity';
import { PrintShell } from '../../flights/components/print-shell';
import { useResults } from '../../results/api/get-results';
import { formatRank, oneDecimal, orNone } from '../../results/components/result-format';
import { useAwards } from '../api/get-awards';
import { ceremonyItems, type CeremonyItem, type CeremonyWinner } from '../components/ceremony-lines';
import { formatValue } from '../components/prize-format';
import '../components/ceremony.css';
import { idParam } from '../../../lib/id-param';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatStamp } from '../../../lib/format-time';

function WinnerLine({ winner, ranked }: { winner: CeremonyWinner; ranked: number }) {
  const { t } = useTranslation('ceremony');
  const r = winner.result;
  return (
    <div className="ceremony-winner" data-testid="ceremony-winner">
      <div className="ceremony-winner-name">{winner.name}</div>
      <div className="ceremony-detail">
        {[r && r.rank !== null ? t('sheet.result', { net: oneDecimal(r.net), gross: orNone(r.gross), place: t('sheet.rank', { rank: formatRank(r), of: ranked }) }) : null, winner.reason]
          .filter(Boolean)
          .join(' · ')}
      </div>
    </div>
  );
}

function CeremonyEntry({ item, index, ranked }: { item: CeremonyItem; index: number; ranked: number }) {
  const { t, i18n } = useTranslation('ceremony');
  return (
    <li className="ceremony-item" data-testid="ceremony-item">
      <div className="ceremony-number" aria-hidden>
        {index + 1}
      </div>
      <div className="ceremony-body">
        <div className="ceremony-label">{item.label}</div>
        <div className="ceremony-prize">
          {t('sheet.prize', { prize: item.prizeName, num: item.num })}
          {item.value != null && ` · ${t('sheet.value', { value: formatValue(item.value, i18n.language) })}`}
        </div>
        {item.sponsor && <div className="ceremony-detail">{t('sheet.donatedBy', { sponsor: item.sponsor })}</div>}
        {item.winners.map((w) => (
          <WinnerLine key={w.pid} winner={w} ranked={ranked} />
        ))}
        {item.winners.length === 0 && (
          <div className="ceremony-nobody">
            {t(item.pending ? 'sheet.pending' : 'sheet.nobody')}
            {item.emptyReason && ` — ${item.emptyReason}`}
          </div>
        )}
      </div>
    </li>
  );
}

/** `/print/awards?id=`: the prize ceremony as the announcer reads it, numbered in presentation order, on A4 or a phone. */
export function PrintAwardsPage() {
  const { t, i18n } = useTranslation('ceremony');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const activity = useActivity(id);
  const awards = useAwards(id);
  useDocumentTitle(activity.data?.title, t('sheet.title'));
  // the results only add each winner's net, gross and place: the sheet prints without them if they fail
  const results = useResults(id);
  if (!id) return <Result status="404" title={t('sheet.noEvent')} />;
  if (!activity.data || !awards.data || results.isPending) {
    const error = activity.error ?? awards.error;
    return (
      <div style={{ padding: 16 }}>
        <QueryState error={error} onRetry={() => void Promise.all([activity.refetch(), awards.refetch()])} />
      </div>
    );
  }
  const a = activity.data;
  const { list, computedAt } = awards.data;
  const rows = results.data?.list ?? [];
  const items = ceremonyItems(list, rows);
  const ranked = rows.filter((r) => r.rank !== null).length;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  const facts: [string, string][] = [
    [t('sheet.days'), a.days.map((d) => date.format(new Date(`${d}T12:00:00`))).join(' · ')],
    [t('sheet.course'), a.courses.map((c) => c.name).join(' + ')],
    [t('sheet.place'), a.place],
    [t('sheet.group'), a.group.name],
  ];
  return (
    <PrintShell>
      <div className="ceremony">
        <h1 data-testid="print-title">{a.title}</h1>
        <p className="ceremony-subtitle">{t('sheet.title')}</p>
        <dl className="ceremony-facts">
          {facts
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {items.length === 0 ? (
          <p data-testid="ceremony-empty">{computedAt ? t('sheet.empty') : t('sheet.notComputed')}</p>
        ) : (
          <ol className="ceremony-list" data-testid="ceremony-list">
            {items.map((item, i) => (
              <CeremonyEntry key={`${item.ruleId}-${i}`} item={item} index={i} ranked={ranked} />
            ))}
          </ol>
        )}
        {computedAt && (
          <p className="ceremony-footer">{t('sheet.computedAt', { time: formatStamp(computedAt, i18n.language) })}</p>
        )}
      </div>
    </PrintShell>
  );
}
