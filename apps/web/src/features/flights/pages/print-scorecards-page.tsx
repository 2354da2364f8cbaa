import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { formatFlightDay, useStartLabel } from '../components/flight-format';
import { roundHoles, usePrintData, type ScorecardHole } from '../components/print-data';
import { PrintShell } from '../components/print-shell';
import type { FlightWithPlayers } from '../api/flights-with-players';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatHandicap } from '../../../lib/handicap';

function Scorecard({ title, subtitle, flight, holes }: { title: string; subtitle: string; flight: FlightWithPlayers; holes: ScorecardHole[] }) {
  const { t } = useTranslation('flights');
  const nines = [holes.slice(0, 9), holes.slice(9, 18)].filter((n) => n.length > 0);
  const sum = (list: ScorecardHole[], key: 'par') => list.reduce((n, h) => n + h[key], 0);
  const blanks = (n: number) => Array.from({ length: n }, (_, i) => <td key={i} />);
  return (
    <section className="scorecard" data-testid="scorecard">
      <h2>{title}</h2>
      <p className="print-meta">{subtitle}</p>
      <div className="print-scroll">
        <table className="print-table">
          <thead>
            <tr>
              <th className="name">{t('print.hole')}</th>
              {nines.map((nine, n) => [
                ...nine.map((h) => <th key={h.number}>{h.number}</th>),
                <th key={`s${n}`} className="sum">
                  {n === 0 ? 'OUT' : 'IN'}
                </th>,
              ])}
              <th className="sum">{t('print.total')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="name">{t('print.par')}</td>
              {nines.map((nine, n) => [
                ...nine.map((h) => <td key={h.number}>{h.par}</td>),
                <td key={`s${n}`} className="sum">
                  {sum(nine, 'par')}
                </td>,
              ])}
              <td className="sum">{sum(holes, 'par')}</td>
            </tr>
            <tr>
              <td className="name">{t('print.strokeIndex')}</td>
              {nines.map((nine, n) => [
                ...nine.map((h) => <td key={h.number}>{h.strokeIndex}</td>),
                <td key={`s${n}`} className="sum" />,
              ])}
              <td className="sum" />
            </tr>
            {flight.players.map((p) => (
              <tr key={p.pid}>
                <td className="name">
                  {p.name}
                  {p.handicap !== null && ` (${formatHandicap(p.handicap)})`}
                </td>
                {nines.map((nine, n) => [...blanks(nine.length), <td key={`s${n}`} className="sum" />])}
                <td className="sum" />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="print-meta" style={{ marginTop: 6 }}>
        {t('print.signatures')}
      </p>
    </section>
  );
}

/** `/print/scorecards?id=&flight=`: a scorecard per flight (or only `flight`) with the course's holes, pars and stroke indexes. */
export function PrintScorecardsPage() {
  const { t, i18n } = useTranslation('flights');
  const startLabel = useStartLabel();
  const { id, params, activity, flights, courses } = usePrintData();
  useDocumentTitle(activity.data?.title, t('print.scorecardsTitle'));
  if (!id) return <Result status="404" title={t('print.noEvent')} />;
  if (!activity.data || !flights.data || !courses.data) {
    const error = activity.error ?? flights.error ?? courses.error;
    return (
      <div style={{ padding: 16 }}>
        <QueryState error={error} onRetry={() => void Promise.all([activity.refetch(), flights.refetch()])} />
      </div>
    );
  }
  const a = activity.data;
  const only = params.get('flight');
  const list = flights.data.flights.map((f, i) => ({ f, number: i + 1 })).filter(({ f }) => !only || f.id === only);
  const holes = roundHoles(courses.data, flights.data.holes);
  return (
    <PrintShell landscape>
      {holes.length === 0 && <p>{t('print.noCourse')}</p>}
      {list.length === 0 && <p>{t('print.none')}</p>}
      {holes.length > 0 &&
        list.map(({ f, number }) => (
          <Scorecard
            key={f.id ?? number}
            flight={f}
            holes={holes}
            title={`${a.title} · ${t('flight.title', { number })}`}
            subtitle={`${formatFlightDay(f.day, i18n.language)} ${f.teeTime} · ${startLabel(f.startHole, f.startGroup)} · ${a.courses.map((c) => c.name).join(' + ')}`}
          />
        ))}
    </PrintShell>
  );
}
