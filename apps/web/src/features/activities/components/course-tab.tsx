import { Alert, Button, Form, Space, Typography } from 'antd';
import type { Activity } from '@golf/shared/schemas/activity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnsavedGuard, unsavedTexts } from '../../../components/unsaved-guard';
import { CoursePicker } from './course-picker';

/** The event's courses in playing order (two nines make 18 holes), chosen from the library; leaving with a choice not saved asks first. */
export function CourseTab({ activity, pending, onSave }: { activity: Activity; pending: boolean; onSave: (courseIds: string[]) => Promise<unknown> }) {
  const { t } = useTranslation('activities');
  const server = activity.courseIds;
  // `base`: the event's courses the choice was last in step with
  const [choice, setChoice] = useState({ base: server, ids: server });
  if (choice.base.join() !== server.join()) {
    // the event's courses changed (saved here, in the basic info tab, or by another organiser): an untouched choice
    // follows them, a changed one stays as the user left it
    const untouched = choice.ids.join() === choice.base.join() || choice.ids.join() === server.join();
    setChoice({ base: server, ids: untouched ? server : choice.ids });
  }
  const courseIds = choice.ids;
  const setCourseIds = (ids: string[]) => setChoice((current) => ({ ...current, ids }));
  const [error, setError] = useState<string | null>(null);
  const dirty = courseIds.join() !== server.join();
  const save = async () => {
    setError(null);
    try {
      await onSave(courseIds);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <UnsavedGuard dirty={dirty} texts={unsavedTexts(t)} />
      <Typography.Paragraph type="secondary">{t('manage.courseHint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <Form layout="vertical">
        <Form.Item label={t('fields.courses')} htmlFor="event-courses">
          <CoursePicker id="event-courses" value={courseIds} onChange={setCourseIds} initial={activity.courses} />
        </Form.Item>
      </Form>
      <Space wrap>
        <Button type="primary" loading={pending} onClick={() => void save()}>
          {t('manage.save')}
        </Button>
        <Link to="/activity/course">{t('manage.toLibrary')}</Link>
      </Space>
    </Space>
  );
}
