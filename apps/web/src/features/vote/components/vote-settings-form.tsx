import { Alert, Button, Form, Select, Space, Switch, Typography } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { useQueryClient } from '@tanstack/react-query';
import type { Activity } from '@golf/shared/schemas/activity';
import { VoteSettingsSchema } from '@golf/shared/schemas/vote';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { UnsavedGuard, unsavedTexts } from '../../../components/unsaved-guard';
import { useUnsavedForm } from '../../../components/use-unsaved-form';
import { useUpdateActivity } from '../../activities/api/update-activity';
import { useVote, voteQueryOptions } from '../api/get-vote';
import { DrawFramesButton } from './draw-frames-button';
import { votePath } from './vote-format';

type WhoMayVote = 'both' | 'participants' | 'members';

interface Values {
  enabled: boolean;
  ticketType: 'quinella' | 'frameQuinella' | 'winner';
  pointsPerMember: number;
  pointsPerTicket: number;
  whoMayVote: WhoMayVote;
  cutPercent: number;
  noWinner: 'refund' | 'rollover';
}

const shape = VoteSettingsSchema.shape;

/** The organiser's vote settings of an event (the "vote" tab of its management page); leaving with unsaved changes asks first. */
export function VoteSettingsForm({ activity }: { activity: Activity }) {
  const { t } = useTranslation('vote');
  const [form] = Form.useForm<Values>();
  const update = useUpdateActivity();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // frames can be (re)drawn only before the first ticket
  const board = useVote(activity.id);
  // tickets bought (the pool also holds what the group's previous vote rolled over: no ticket of this vote)
  const hasTickets = (board.data?.pool ?? 0) - (board.data?.carryIn ?? 0) > 0;
  const settings = VoteSettingsSchema.parse(activity.vote);
  const ticketType = Form.useWatch('ticketType', form) ?? settings.ticketType;
  const initial: Values = {
    enabled: activity.vote.enabled,
    ticketType: settings.ticketType,
    pointsPerMember: settings.pointsPerMember,
    pointsPerTicket: settings.pointsPerTicket,
    whoMayVote: settings.participantsMayVote && settings.nonPlayersMayVote ? 'both' : settings.participantsMayVote ? 'participants' : 'members',
    cutPercent: settings.cutPercent,
    noWinner: settings.noWinner,
  };
  const { dirty, saved } = useUnsavedForm(form, initial, activity.updatedAt);

  const submit = async ({ whoMayVote, ...v }: Values) => {
    setError(null);
    const sent = form.getFieldsValue(true);
    try {
      await update.mutateAsync({
        id: activity.id,
        changes: { vote: { ...v, participantsMayVote: whoMayVote !== 'members', nonPlayersMayVote: whoMayVote !== 'participants' } },
      });
      await client.invalidateQueries({ queryKey: voteQueryOptions(activity.id).queryKey });
      saved(sent);
      feedback.success(t('settings.saved'));
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : t('settings.failed'));
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} style={{ maxWidth: 560 }}>
      <UnsavedGuard dirty={dirty} texts={unsavedTexts(t)} />
      <Alert type="info" showIcon title={t('pointsOnly')} description={t('settings.deadlineHint')} style={{ marginBottom: 16 }} />
      <Form.Item name="enabled" label={t('settings.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {hasTickets && <Alert type="warning" showIcon title={t('settings.rulesLocked')} style={{ marginBottom: 16 }} />}
      <Form.Item name="ticketType" label={t('settings.ticketType')}>
        <Select
          disabled={hasTickets}
          options={(['quinella', 'frameQuinella', 'winner'] as const).map((type) => ({ value: type, label: t(`type.${type}`) }))}
          aria-label={t('settings.ticketType')}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
        {t(`buy.hint.${ticketType}`)}
      </Typography.Paragraph>
      {ticketType === 'frameQuinella' && (
        <Form.Item label={t('settings.frames')} extra={t('settings.framesHint')}>
          <Space wrap>
            <Typography.Text>{t('settings.framesCount', { count: settings.frames?.length ?? 0 })}</Typography.Text>
            {hasTickets ? (
              <Typography.Text type="secondary">{t('settings.framesLocked')}</Typography.Text>
            ) : (
              <DrawFramesButton activityId={activity.id} again={(settings.frames?.length ?? 0) > 0} />
            )}
          </Space>
        </Form.Item>
      )}
      <Space wrap size={16}>
        <Form.Item name="pointsPerMember" label={t('settings.pointsPerMember')} rules={[zodRule(shape.pointsPerMember)]}>
          <NumberInput min={1} max={10000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="pointsPerTicket" label={t('settings.pointsPerTicket')} rules={[zodRule(shape.pointsPerTicket)]}>
          <NumberInput min={1} max={10000} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Form.Item name="whoMayVote" label={t('settings.whoMayVote')}>
        <Select options={(['both', 'participants', 'members'] as const).map((w) => ({ value: w, label: t(`settings.who.${w}`) }))} aria-label={t('settings.whoMayVote')} />
      </Form.Item>
      <Form.Item name="cutPercent" label={t('settings.cutPercent')} extra={t('settings.cutHint')} rules={[zodRule(shape.cutPercent)]}>
        <NumberInput min={0} max={50} suffix="%" style={{ width: 160 }} disabled={hasTickets} />
      </Form.Item>
      <Form.Item name="noWinner" label={t('settings.noWinner')}>
        <Select
          disabled={hasTickets}
          options={(['refund', 'rollover'] as const).map((w) => ({ value: w, label: t(`settings.noWinnerRule.${w}`) }))}
          aria-label={t('settings.noWinner')}
        />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('settings.save')}
        </Button>
        <Link to={votePath(activity.id)}>
          <Button>{t('settings.openVote')}</Button>
        </Link>
      </Space>
    </Form>
  );
}
