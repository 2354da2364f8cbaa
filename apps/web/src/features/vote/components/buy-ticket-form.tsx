import { Alert, Button, Form, Select, Typography } from 'antd';
import { NumberInput } from '../../../components/number-input';
import type { VoteBoardAnswer, VoteTicketInput } from '@golf/shared/schemas/vote';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { useBuyTicket } from '../api/buy-ticket';
import { formatHandicap } from '../../../lib/handicap';

interface Values {
  first?: string;
  second?: string;
  points: number;
}

/**
 * Buying a ticket: two players (quinella), one player (winner) or two frames (the same frame twice
 * allowed), and the points — a stepper in steps of the event's points per ticket, at most what is left.
 * On an error the picks stay as they were.
 */
export function BuyTicketForm({ board }: { board: VoteBoardAnswer }) {
  const { t } = useTranslation('vote');
  const [form] = Form.useForm<Values>();
  const buy = useBuyTicket();
  const [error, setError] = useState<string | null>(null);
  const { ticketType, pointsPerTicket } = board.settings;
  const byFrames = ticketType === 'frameQuinella';
  const single = ticketType === 'winner';
  const remaining = board.me.remaining;
  const choices = byFrames
    ? board.frames.map((f) => ({ value: f.id, label: `${f.id} (${f.names.join(' / ')})` }))
    : board.players.map((p) => ({ value: p.pid, label: p.handicap === null ? p.name : `${p.name} (${formatHandicap(p.handicap)})` }));

  if (byFrames && board.frames.length === 0) return <Alert type="info" showIcon title={t('buy.noFrames')} />;
  if (remaining < pointsPerTicket) return <Alert type="info" showIcon title={t('buy.noPointsLeft')} />;

  const submit = async (values: Values) => {
    setError(null);
    const picks = [values.first, values.second].filter((v): v is string => Boolean(v));
    const input: VoteTicketInput = byFrames ? { frames: picks, points: values.points } : { players: picks, points: values.points };
    try {
      await buy.mutateAsync({ activityId: board.activityId, input });
      feedback.success(t('buy.done', { points: values.points, count: values.points }));
      // the next ticket starts afresh; the stake returns to one step so it fits what is left
      form.setFieldsValue({ first: undefined, second: undefined, points: pointsPerTicket });
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : t('buy.failed'));
    }
  };

  const differs = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_r: unknown, value: unknown) => {
      if (!byFrames && value && value === getFieldValue('first')) throw new Error(t('buy.samePlayer'));
    },
  });

  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ points: pointsPerTicket }} onFinish={(v) => void submit(v)} requiredMark={false}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t(`buy.hint.${ticketType}`)}
      </Typography.Paragraph>
      <Form.Item name="first" label={t(single ? 'buy.winner' : byFrames ? 'buy.frameA' : 'buy.playerA')} rules={[{ required: true, message: t('buy.pickRequired') }]}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={choices} placeholder={t('buy.choose')} aria-label={t(single ? 'buy.winner' : byFrames ? 'buy.frameA' : 'buy.playerA')} />
      </Form.Item>
      {!single && (
        <Form.Item
          name="second"
          label={t(byFrames ? 'buy.frameB' : 'buy.playerB')}
          dependencies={['first']}
          rules={[{ required: true, message: t('buy.pickRequired') }, differs]}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} options={choices} placeholder={t('buy.choose')} aria-label={t(byFrames ? 'buy.frameB' : 'buy.playerB')} />
        </Form.Item>
      )}
      <Form.Item
        name="points"
        label={t('buy.points', { remaining })}
        rules={[
          // the schema (with zod, ~25 KB gzip) is loaded on the first check, not with the vote page
          zodRule(() => import('@golf/shared/schemas/vote').then((m) => m.VoteTicketSchema.shape.points)),
          { type: 'number', max: remaining, message: t('buy.tooMany', { remaining, count: remaining }) },
          { validator: async (_r, v: number) => { if (v % pointsPerTicket !== 0) throw new Error(t('buy.step', { step: pointsPerTicket })); } },
        ]}
      >
        <NumberInput mode="spinner" min={pointsPerTicket} step={pointsPerTicket} precision={0} style={{ width: 160 }} aria-label={t('buy.pointsLabel')} />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Button type="primary" htmlType="submit" loading={buy.isPending} block>
        {t('buy.submit')}
      </Button>
    </Form>
  );
}
