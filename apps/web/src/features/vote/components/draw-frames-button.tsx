import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useDrawFrames } from '../api/draw-frames';

/** Organisers: draw balanced frames of two by handicap (before any ticket). */
export function DrawFramesButton({ activityId, again }: { activityId: string; again: boolean }) {
  const { t } = useTranslation('vote');
  const draw = useDrawFrames();
  const run = async () => {
    const board = await draw.mutateAsync(activityId);
    feedback.success(t('frames.drawn', { count: board.frames.length }));
  };
  const button = (
    <Button size="small" loading={draw.isPending} onClick={again ? undefined : () => void run()}>
      {t(again ? 'frames.redraw' : 'frames.draw')}
    </Button>
  );
  if (!again) return button;
  return (
    <Popconfirm title={t('frames.redrawConfirm')} okText={t('frames.redraw')} cancelText={t('frames.keep')} onConfirm={run}>
      {button}
    </Popconfirm>
  );
}
