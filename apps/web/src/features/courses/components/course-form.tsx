import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Divider, Form, Input, Modal, Radio, Row, Select, Typography } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { CourseInputSchema, TeeSchema, type Course } from '@golf/shared/schemas/course';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedGuard, unsavedTexts } from '../../../components/unsaved-guard';
import { useUnsavedForm } from '../../../components/use-unsaved-form';
import { useGuardedClose } from '../../../components/use-guarded-close';
import type { DialogProps } from '../../../lib/use-dialog-target';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodFormRule, zodRule } from '../../../lib/zod-rule';
import { useSaveCourse } from '../api/save-course';
import { courseFormValues, defaultHoles, toCourseInput, type CourseFormValues, type HoleValue, type TeeValue } from './course-values';
import { HoleGrid } from './hole-grid';
import { useSingleFlight } from '../../../lib/use-single-flight';

/** Create or edit a course: name, venue, location, 9/18 holes with par and stroke index, tee sets. */
export function CourseFormModal({ open, onClose, afterClose, course, onSaved }: DialogProps & { course?: Course; onSaved?: (c: Course) => void }) {
  const { t } = useTranslation('courses');
  const [form] = Form.useForm<CourseFormValues>();
  const save = useSaveCourse();
  const [error, setError] = useState<string | null>(null);
  // 18 holes of par and stroke index and the tee sets are much to type: leaving the page or closing the dialog with
  // changes asks first
  const initialValues = useMemo(() => courseFormValues(course), [course]);
  const { dirty } = useUnsavedForm(form, initialValues);
  const texts = unsavedTexts(t);
  const [close, confirmHolder] = useGuardedClose(form, initialValues, onClose, texts);
  const holeCount = (Form.useWatch('holeCount', form) as 9 | 18 | undefined) ?? initialValues.holeCount;

  const onValuesChange = (changed: Partial<CourseFormValues>) => {
    if (changed.holeCount) {
      const current = (form.getFieldValue('holes') as HoleValue[]) ?? [];
      form.setFieldValue('holes', changed.holeCount === 9 ? defaultHoles(9).map((d, i) => ({ ...d, par: current[i]?.par ?? 4 })) : [...current.slice(0, 9), ...defaultHoles(18).slice(9)]);
    }
    if (changed.holes) {
      // one stroke index changed: the uniqueness of every other one may have changed too
      const touched = Array.from({ length: holeCount }, (_, i) => ['holes', i, 'strokeIndex'] as ['holes', number, 'strokeIndex']).filter((p) => form.isFieldTouched(p));
      void form.validateFields(touched).catch(() => undefined);
    }
    if (changed.tees || changed.holeCount) {
      const tees = (form.getFieldValue('tees') as TeeValue[] | undefined) ?? [];
      void form.validateFields(tees.flatMap((_, i) => [['tees', i, 'rating'] as ['tees', number, 'rating'], ['tees', i, 'name'] as ['tees', number, 'name']])).catch(() => undefined);
    }
  };

  const onFinish = useSingleFlight(async () => {
    setError(null);
    const values = form.getFieldsValue(true) as CourseFormValues;
    try {
      const saved = await save.mutateAsync({ id: course?.id, course: toCourseInput(values) });
      feedback.success(t(course ? 'saved' : 'created'));
      onSaved?.(saved);
      onClose();
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : String(e));
    }
  });

  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={course ? t('form.editTitle') : t('form.createTitle')}
      onCancel={close}
      maskClosable={false}
      width={860}
      destroyOnHidden
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', overflowX: 'hidden' } }}
    >
      {confirmHolder}
      {open && <UnsavedGuard dirty={dirty} texts={texts} />}
      <Form form={form} layout="vertical" preserve={false} initialValues={initialValues} onValuesChange={onValuesChange} onFinish={onFinish}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        {/* finished events' results follow the holes when computed again: said before a par is changed */}
        {course?.finishedEvents ? <Alert type="warning" showIcon title={t('form.finishedEvents', { count: course.finishedEvents })} style={{ marginBottom: 16 }} data-testid="course-finished-events" /> : null}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.name')} name="name" required rules={[zodRule(CourseInputSchema.shape.name)]}>
              <Input placeholder={t('form.namePlaceholder')} maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.venue')} name="venue" rules={[zodRule(CourseInputSchema.shape.venue)]} extra={t('form.venueHint')}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('fields.location')} name="location" rules={[zodRule(CourseInputSchema.shape.location)]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('fields.holes')} name="holeCount">
              <Radio.Group
                aria-label={t('fields.holes')}
                optionType="button"
                options={[
                  { value: 18, label: t('form.holes18') },
                  { value: 9, label: t('form.holes9') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary">{t(holeCount === 9 ? 'form.strokeIndexHint9' : 'form.strokeIndexHint18')}</Typography.Paragraph>
        <HoleGrid form={form} holeCount={holeCount} />
        <Divider titlePlacement="start">{t('fields.tees')}</Divider>
        <Form.List name="tees">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Row key={field.key} gutter={8} align="top" wrap>
                  <Col xs={12} sm={6}>
                    <Form.Item label={t('tee.name')} name={[field.name, 'name']} rules={[zodRule(TeeSchema.shape.name), zodFormRule(CourseInputSchema, ['tees', field.name, 'name'], toCourseInput)]}>
                      <Input maxLength={20} placeholder={t('tee.namePlaceholder')} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={5}>
                    <Form.Item label={t('tee.sex')} name={[field.name, 'sex']}>
                      <Select
                        allowClear
                        placeholder={t('tee.sexAny')}
                        options={[
                          { value: 'M', label: t('tee.men') },
                          { value: 'F', label: t('tee.women') },
                        ]}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={10} sm={5}>
                    <Form.Item label={t('tee.rating')} name={[field.name, 'rating']} rules={[zodRule(TeeSchema.shape.rating), zodFormRule(CourseInputSchema, ['tees', field.name, 'rating'], toCourseInput)]}>
                      <NumberInput step={0.1} precision={1} inputMode="decimal" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={10} sm={5}>
                    <Form.Item label={t('tee.slope')} name={[field.name, 'slope']} rules={[zodRule(TeeSchema.shape.slope)]}>
                      <NumberInput min={55} max={155} inputMode="numeric" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={4} sm={3} style={{ paddingTop: 30 }}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('tee.remove')} title={t('tee.remove')} onClick={() => remove(field.name)} />
                  </Col>
                </Row>
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ name: '', rating: holeCount === 9 ? 36 : 72, slope: 113, sex: null })}>
                {t('tee.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
