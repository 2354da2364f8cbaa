import { CopyOutlined } from '@ant-design/icons';
import type { Activity } from '@golf/shared/schemas/activity';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateField } from '../../../components/date-field';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';
import { useCopyActivity } from '../api/copy-activity';
import { formatDays, managePath } from './activity-format';

// the title's rule loads with the schemas when the field is checked, not with the page (zod is not in its download)
const titleSchema = () => import('@golf/shared/schemas/activity').then((m) => m.ActivityTitleSchema);

/**
 * The first day a copy is offered on: four weeks after the event (the same weekday: a monthly medal), or, when that has
 * passed, the first such weekday at least a week from today.
 */
export function suggestedCopyDay(firstDay: string, today = dayjs()): Dayjs {
  let day = dayjs(firstDay).add(28, 'day');
  while (day.isBefore(today.add(7, 'day'), 'day')) day = day.add(7, 'day');
  return day;
}

/** `/activity/create?from=`: a copy of an earlier event (PRODUCT flow 1) on a new day, its deadlines moved along. */
export function CopyActivityForm({ source }: { source: Activity }) {
  const { t, i18n } = useTranslation('copy');
  const { t: ta } = useTranslation('activities');
  const navigate = useNavigate();
  const copy = useCopyActivity();
  const [day, setDay] = useState<Dayjs | null>(() => suggestedCopyDay(source.days[0] ?? source.acdate));
  const [error, setError] = useState<string | null>(null);
  const submit = async ({ title }: { title: string }) => {
    if (!day) return;
    setError(null);
    try {
      const draft = await copy.mutateAsync({ id: source.id, day: day.format('YYYY-MM-DD'), title });
      feedback.success(t('done'));
      // the rules that gave a sponsor's item: the organiser chooses their prizes again in the new event
      if (draft.rulesLeftBehind > 0) feedback.warning(ta('manage.rulesLeftBehind', { count: draft.rulesLeftBehind }));
      navigate(managePath(draft.id));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t('from', { title: source.title, days: formatDays(source, i18n.language) })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('what')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {/* the event's title, to rename for the new date ("January Medal"): a copy no longer needs "(copy)" taken out */}
      <Form layout="vertical" initialValues={{ title: source.title }} onFinish={(values: { title: string }) => void submit(values)} requiredMark={false}>
        <Form.Item name="title" label={t('newTitle')} extra={t('newTitleHint')} rules={[zodRule(titleSchema)]}>
          <Input maxLength={20} showCount style={{ maxWidth: 360 }} data-testid="copy-title" />
        </Form.Item>
        {/* not a field of the form (its value is the page's): the label and hint are tied to the picker by hand */}
        <Form.Item label={t('day')} htmlFor="copy-day-field" extra={<span id="copy-day-hint">{t('dayHint')}</span>} required validateStatus={day ? undefined : 'error'} help={day ? undefined : <span id="copy-day-error">{t('dayRequired')}</span>}>
          <DateField
            id="copy-day-field"
            aria-describedby={day ? 'copy-day-hint' : 'copy-day-error copy-day-hint'}
            value={day}
            onChange={(value) => setDay(value)}
            // as on the event form: a new event is on a day to come
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            allowClear={false} style={{ width: '100%', maxWidth: 240 }} data-testid="copy-day" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<CopyOutlined />} loading={copy.isPending} disabled={!day} data-testid="copy-submit">
            {t('submit')}
          </Button>
          <Link to={`/activity/create?groupId=${source.groupId}`}>
            <Button>{t('blank')}</Button>
          </Link>
        </Space>
      </Form>
    </Space>
  );
}
