import { useQueries } from '@tanstack/react-query';
import { Col, Form, Select, Typography } from 'antd';
import { roundCourses, teeChoices } from '@golf/shared/golf/course';
import { useTranslation } from 'react-i18next';
import { courseQueryOptions } from '../../courses/api/get-course';

/**
 * WHS and Stableford: the tee set men and women play, among the tee sets of the round's courses (its first course, or
 * its first two when both are nines, as the results count them). Left empty, the results take the course's only tee
 * for that sex (`playedTee`).
 */
export function TeeFields({ courseIds }: { courseIds: string[] }) {
  const { t } = useTranslation('activities');
  const courses = useQueries({ queries: courseIds.slice(0, 2).map((id) => courseQueryOptions(id)) });
  const loaded = courses.map((q) => q.data);
  if (!loaded[0]) return null;
  const sets = roundCourses(loaded.filter((c) => c !== undefined)).map((c) => c.tees);
  const field = (sex: 'M' | 'F') => {
    const choices = teeChoices(sets, sex);
    return (
      <Col xs={12} md={6} key={sex}>
        <Form.Item label={t(sex === 'M' ? 'fields.teeM' : 'fields.teeF')} name={sex === 'M' ? 'teeM' : 'teeF'}>
          <Select allowClear placeholder={t('form.teeAuto')} options={choices.map((name) => ({ value: name, label: name }))} disabled={choices.length === 0} />
        </Form.Item>
      </Col>
    );
  };
  return (
    <>
      {field('M')}
      {field('F')}
      <Col xs={24} md={12}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
          {sets.some((s) => s.length === 0) ? t('form.teeNone') : t('form.teeHint')}
        </Typography.Paragraph>
      </Col>
    </>
  );
}
