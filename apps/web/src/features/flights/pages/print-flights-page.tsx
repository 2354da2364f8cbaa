import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { formatFlightDay, useStartLabel } from '../components/flight-format';
import { usePrintData } from '../components/print-data';
import { PrintShell } from '../components/print-shell';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatHandicap } from '../../../lib/handicap';

/** `/print/flights?id=`: the pairing sheet on A4, one row per flight, in the UI language. */
export function PrintFlightsPage() {
  const { t, i18n } = useTranslation('flights');
  const startLabel = useStartLabel();
  const { id, activity, flights } = usePrintData();
  useDocumentTitle(activity.data?.title, t('print.sheetTitle'));
  if (!id) return <Result status="404" title={t('print.noEvent')} />;
  if (!activity.data || !flights.data) {
    const error = activity.error ?? flights.error;
    return (
      <div style={{ padding: 16 }}>
        <QueryState error={error} onRetry={() => void Promise.all([activity.refetch(), flights.refetch()])} />
      </div>
    );
  }
  const a = activity.data;
  const list = flights.data.flights;
  const multiDay = new Set(list.map((f) => f.day)).size > 1;
  return (
    <PrintShell>
      <h1 data-testid="print-title">
        {a.title} — {t('print.sheetTitle')}
      </h1>
      <p className="print-meta">
        {/* the courses after the place, unless the place is named after the course (it read "Pine Ridge · Pine Ridge") */}
        {[a.days.map((d) => formatFlightDay(d, i18n.language)).join(' · '), a.place, a.courses.map((c) => c.name).filter((name) => name !== a.place).join(' + ')]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {list.length === 0 ? (
        <p>{t('print.none')}</p>
      ) : (
        <div className="print-scroll">
          <table className="print-table" data-testid="print-sheet">
            <thead>
              <tr>
                <th>{t('print.number')}</th>
                {multiDay && <th>{t('print.day')}</th>}
                <th>{t('flight.teeTime')}</th>
                <th>{t('print.start')}</th>
                <th>{t('print.players')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((f, i) => (
                <tr key={f.id ?? i}>
                  <td>{i + 1}</td>
                  {multiDay && <td>{formatFlightDay(f.day, i18n.language)}</td>}
                  <td>{f.teeTime}</td>
                  <td>{startLabel(f.startHole, f.startGroup)}</td>
                  <td>
                    {f.players
                      .map((p) => `${p.name}${p.handicap === null ? '' : ` (${formatHandicap(p.handicap)})`}${f.markerPlayerId === p.pid ? ` ✎` : ''}`)
                      .join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.some((f) => f.markerPlayerId) && (
            <p className="print-meta" style={{ marginTop: 8 }}>
              {t('print.legend')}
            </p>
          )}
        </div>
      )}
    </PrintShell>
  );
}
