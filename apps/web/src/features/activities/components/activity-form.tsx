import { Alert, Button, Col, Form, Radio, Row, Select, Switch } from 'antd';
import { NumberInput } from '../../../components/number-input';
// antd's Input alone, not its family (Search, Password and their icons: ~2.5 KB gzip of the event forms' first download)
import Input from 'antd/es/input/Input';
import type { ActivityInput } from '@golf/shared/schemas/activity';
import { ACTIVITY_TITLE_MAX, ACTIVITY_TYPES } from '@golf/shared/schemas/activity-values';
import type { CourseRef } from '@golf/shared/schemas/course';
import type { HandicapSystemInput, HandicapType } from '@golf/shared/schemas/golf';
import { HANDICAP_TYPES, RANK_BYS } from '@golf/shared/schemas/golf-values';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyFieldErrors, lazyShape, usePreloadedSchemas, zodFormRule, zodRule } from '../../../lib/zod-rule';
import { TEED_SYSTEMS, toActivityInput, type ActivityFormValues } from './activity-values';
import { CoursePicker } from './course-picker';
import { MarkdownField } from '../../../components/markdown-field';
import { UnsavedGuard, unsavedTexts } from '../../../components/unsaved-guard';
import { useUnsavedForm } from '../../../components/use-unsaved-form';
import { DateField, TimeField } from '../../../components/date-field';
import { DaysField } from './days-field';

/**
 * The deadlines' pickers: no day gone by, and a day picked alone closes at 20:00 that evening (a picked day used to mean
 * its 00:00, the end of the day before).
 */
const DEADLINE_PICKER = {
  showTime: { format: 'HH:mm', minuteStep: 5 as const, defaultOpenValue: dayjs().hour(20).minute(0).second(0).millisecond(0) },
  format: 'YYYY-MM-DD HH:mm',
  style: { width: '100%' },
  needConfirm: false,
  disabledDate: (d: Dayjs) => d.isBefore(dayjs(), 'day'),
};

// the tee choice, with the courses' tee sets, only for the systems that count them (WHS, Stableford)
const TeeFields = lazy(() => import('./tee-fields').then((m) => ({ default: m.TeeFields })));
// New Peoria: the hidden holes chosen or drawn before play, with the round's holes
const HiddenHoleFields = lazy(() => import('./hidden-hole-fields').then((m) => ({ default: m.HiddenHoleFields })));

// the shared schema, loaded as the form mounts: zod stays out of the page's first download (lib/zod-rule.ts)
const inputSchema = () => import('@golf/shared/schemas/activity').then((m) => m.ActivityInputSchema);
const shape = lazyShape(() => inputSchema().then((schema) => schema.in));
const codePoints = (text: string) => [...text].length;
/** the server's checks of the handicap system against the round, shown on the fields this form edits it with */
const SYSTEM_FIELDS = { 'handicapSystem.type': 'handicapType', 'handicapSystem.hiddenCount': 'handicapType', 'handicapSystem.hiddenHoles': 'hiddenHoles' };

interface Props {
  initialValues: ActivityFormValues;
  /** the event's updatedAt when editing: newer values replace an untouched form, never typed changes */
  version?: string;
  /** create: the groups the caller organises (the event's group is chosen once) */
  groups?: { id: string; name: string; defaultHandicapSystem: HandicapSystemInput }[];
  /** edit: the event's handicap system (create: the chosen group's default) */
  handicapSystem?: HandicapSystemInput;
  initialCourses?: CourseRef[];
  /** edit: the event is in play or over, so its hidden holes are fixed */
  playStarted?: boolean;
  /** edit: the hidden holes drawn at the first score, none having been chosen */
  drawnHiddenHoles?: number[];
  submitText: string;
  pending: boolean;
  /** saves; answers the page to open instead of this one once saved (create: the new event's management), or nothing to stay */
  onSubmit: (input: ActivityInput) => Promise<string | void>;
}

/**
 * The event form (create, and the organiser's "basic info"): validated field by field with the shared
 * schema, including the time rules (deadlines before the first tee-off). What was typed stays when the server refuses,
 * and leaving the page with unsaved changes asks first.
 */
export function ActivityForm({ initialValues, version, groups, handicapSystem, initialCourses, playStarted = false, drawnHiddenHoles, submitText, pending, onSubmit }: Props) {
  const { t } = useTranslation('activities');
  const [form] = Form.useForm<ActivityFormValues>();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const { dirty, saved } = useUnsavedForm(form, initialValues, version);
  const groupId = Form.useWatch('groupId', form) as string | undefined;
  const voteEnabled = Form.useWatch('voteEnabled', form) as boolean | undefined;
  const teamEnabled = Form.useWatch('teamEnabled', form) as boolean | undefined;
  const handicapType = Form.useWatch('handicapType', form) as HandicapType | undefined;
  const courseIds = (Form.useWatch('courseIds', form) as string[] | undefined) ?? [];
  const base = handicapSystem ?? groups?.find((g) => g.id === groupId)?.defaultHandicapSystem;
  const prepare = (values: ActivityFormValues) => toActivityInput(values, base);
  const timeRule = (name: string) => zodFormRule(inputSchema, [name], prepare);
  usePreloadedSchemas(inputSchema);

  const onValuesChange = (changed: Partial<ActivityFormValues>) => {
    if (changed.groupId && groups) {
      const type = groups.find((g) => g.id === changed.groupId)?.defaultHandicapSystem.type;
      if (type) form.setFieldValue('handicapType', type);
      form.setFieldValue('rankBy', undefined);
    }
    if ('days' in changed || 'teeOffTime' in changed) {
      const touched = (['regtime', 'starttime'] as const).filter((n) => form.isFieldTouched(n));
      void form.validateFields(touched).catch(() => undefined);
    }
  };

  const finish = async () => {
    setError(null);
    const sent = form.getFieldsValue(true) as ActivityFormValues;
    try {
      const next = await onSubmit(prepare(sent));
      saved(sent, next ? () => void navigate(next, { replace: true }) : undefined);
    } catch (e) {
      if (!applyFieldErrors(form, e, SYSTEM_FIELDS)) setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={() => void finish()}
      // Enter in a field (a date just typed, a picker being confirmed) does not send this long form half filled in: it
      // created the event's draft at once; the save button does
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing && event.target instanceof HTMLInputElement) event.preventDefault();
      }}
     
      style={{ maxWidth: 880 }}
      data-testid="activity-form"
    >
      <UnsavedGuard dirty={dirty} texts={unsavedTexts(t)} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Row gutter={16}>
        {groups && (
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.group')} name="groupId" rules={[{ required: true, message: t('form.groupRequired') }]}>
              <Select options={groups.map((g) => ({ value: g.id, label: g.name }))} placeholder={t('form.groupPlaceholder')} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.title')} name="title" required rules={[zodRule(shape.title)]}>
            <Input count={{ show: true, max: ACTIVITY_TITLE_MAX, strategy: codePoints }} placeholder={t('form.titlePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.type')} name="type">
            <Radio.Group aria-label={t('fields.type')} optionType="button" options={ACTIVITY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.days')} name="days" validateFirst rules={[{ required: true, message: t('form.daysRequired') }, timeRule('days')]} extra={t('form.daysHint')}>
            <DaysField disabledDate={(d) => d.isBefore(dayjs(), 'day')} placeholder={t('form.daysPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={t('fields.teeOffTime')} name="teeOffTime" rules={[{ required: true, message: t('form.teeOffRequired') }]}>
            <TimeField format="HH:mm" minuteStep={5} style={{ width: '100%' }} needConfirm={false} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={t('fields.capacity')} name="capacity" required rules={[zodRule(shape.capacity)]}>
            <NumberInput min={1} max={1000} inputMode="numeric" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.regtime')} name="regtime" validateFirst rules={[{ required: true, message: t('form.regtimeRequired') }, timeRule('regtime')]}>
            <DateField {...DEADLINE_PICKER} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.voteEnabled')} name="voteEnabled" valuePropName="checked" extra={t('form.voteHint')}>
            <Switch />
          </Form.Item>
        </Col>
        {voteEnabled && (
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.starttime')} name="starttime" rules={[timeRule('starttime')]} extra={t('form.starttimeHint')}>
              <DateField {...DEADLINE_PICKER} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.place')} name="place" rules={[zodRule(shape.place)]}>
            <Input maxLength={100} placeholder={t('form.placePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.address')} name="address" rules={[zodRule(shape.address)]} extra={t('form.addressHint')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.contact')} name="contact" rules={[zodRule(shape.contact)]}>
            <Input maxLength={100} placeholder={t('form.contactPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.courses')} name="courseIds" rules={[zodRule(shape.courseIds)]}>
            <CoursePicker initial={initialCourses} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.handicapSystem')} name="handicapType" extra={groups ? t('form.handicapHint') : undefined}>
            <Select options={HANDICAP_TYPES.map((type) => ({ value: type, label: t(`handicap.${type}`) }))} placeholder={t('form.handicapDefault')} />
          </Form.Item>
        </Col>
        {(handicapType ?? base?.type ?? 'peoria') !== 'stableford' && (
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.rankBy')} name="rankBy" extra={t('form.rankByHint')}>
              <Select
                options={RANK_BYS.map((value) => ({ value, label: t(`rankBy.${value}`) }))}
                placeholder={t(`rankBy.${base?.rankBy ?? 'net'}`)}
              />
            </Form.Item>
          </Col>
        )}
        {TEED_SYSTEMS.includes(handicapType ?? base?.type ?? 'peoria') && courseIds.length > 0 && (
          <Suspense fallback={null}>
            <TeeFields courseIds={courseIds} />
          </Suspense>
        )}
        {(handicapType ?? base?.type ?? 'peoria') === 'peoria' && courseIds.length > 0 && (
          <Suspense fallback={null}>
            <HiddenHoleFields courseIds={courseIds} hiddenCount={base?.hiddenCount ?? base?.hiddenHoles?.length} locked={playStarted} drawn={drawnHiddenHoles} />
          </Suspense>
        )}
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.divisions')} name="divisions" rules={[zodRule(shape.divisions)]} extra={t('form.divisionsHint')}>
            <Select mode="tags" tokenSeparators={[',', '，', '、']} open={false} placeholder={t('form.divisionsPlaceholder')} suffixIcon={null} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={t('fields.team')} name="teamEnabled" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={t('fields.public')} name="public" valuePropName="checked" tooltip={t('form.publicHint')}>
            <Switch />
          </Form.Item>
        </Col>
        {teamEnabled && (
          <>
            <Col xs={12} md={6}>
              <Form.Item label={t('fields.teamSize')} name="teamSize" extra={t('form.teamSizeHint')}>
                <NumberInput clamp min={1} max={10} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label={t('fields.teamMode')} name="teamMode">
                <Radio.Group
                  aria-label={t('fields.teamMode')}
                  optionType="button"
                  options={[
                    { value: 'sum', label: t('form.teamSum') },
                    { value: 'mean', label: t('form.teamMean') },
                  ]}
                />
              </Form.Item>
            </Col>
          </>
        )}
        <Col span={24}>
          <Form.Item label={t('fields.description')} name="description" rules={[zodRule(shape.description)]}>
            <MarkdownField
              rows={6}
              maxLength={5000}
              showCount
              placeholder={t('form.descriptionPlaceholder')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={pending} size="large" data-testid="activity-submit">
        {submitText}
      </Button>
    </Form>
  );
}
