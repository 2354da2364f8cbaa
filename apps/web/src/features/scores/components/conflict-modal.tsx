import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MarkerConflict } from './use-marker-queue';
import { formatClock } from '../../../lib/format-time';

/** Two people entered the same hole: both values side by side, and the marker decides — never a silent overwrite. */
export function ConflictModal({ conflict, playerName, onResolve }: { conflict: MarkerConflict | null; playerName: string; onResolve: (keepMine: boolean) => void }) {
  const { t, i18n } = useTranslation('scores');
  const rows = (conflict?.conflict.holes ?? []).map((server) => ({ server, mine: conflict?.mine.find((m) => m.number === server.number) }));
  // a hole with no strokes was cleared
  const show = (strokes: number | null | undefined, putts: number | null | undefined) =>
    strokes === undefined ? '–' : strokes === null ? t('entry.cleared') : `${strokes}${putts === null || putts === undefined ? '' : ` / ${putts}`}`;
  return (
    <Modal
      open={Boolean(conflict)}
      title={t('conflict.title', { name: playerName })}
      okText={t('conflict.keepMine')}
      cancelText={t('conflict.takeTheirs')}
      onOk={() => onResolve(true)}
      onCancel={() => onResolve(false)}
      closable={false}
      maskClosable={false}
    >
      <p>{t('conflict.text')}</p>
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => r.server.number}
        dataSource={rows}
        columns={[
          { title: t('entry.hole'), render: (_, r) => r.server.number },
          { title: t('conflict.mine'), render: (_, r) => show(r.mine?.strokes, r.mine?.putts) },
          {
            title: t('conflict.theirs'),
            render: (_, r) => (
              <>
                <strong>{show(r.server.strokes, r.server.putts)}</strong>
                <div style={{ fontSize: 12, opacity: 0.7 }}>
                  {[r.server.updatedBy, formatClock(r.server.updatedAt, i18n.language)].filter(Boolean).join(' · ')}
                </div>
              </>
            ),
          },
        ]}
      />
    </Modal>
  );
}
