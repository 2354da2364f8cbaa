import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import type { Course } from '@golf/shared/schemas/course';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourse } from '../api/get-course';
import { useCourses } from '../api/get-courses';
import { CourseDrawer } from '../components/course-drawer';
import { useDialogTarget } from '../../../lib/use-dialog-target';
import { useScreens } from '../../../lib/use-screens';
import { usePageWithin } from '../../../lib/use-page-within';

const PAGE_SIZE = 10;

// the course form (zod with the course schema, the hole grid) is loaded when an organiser first adds or edits a course
const CourseFormModal = lazy(() => import('../components/course-form').then((m) => ({ default: m.CourseFormModal })));

/** `/activity/course`: the course library — search, details with the scorecard layout, create and edit. */
export function CoursePage() {
  const { t } = useTranslation('courses');
  const screens = useScreens();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string>();
  const editing = useDialogTarget<{ id?: string }>();
  const courses = useCourses({ keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  usePageWithin(page, courses.isPlaceholderData ? undefined : courses.data?.total, PAGE_SIZE, setPage);
  const editCourse = useCourse(editing.target?.id);
  const phone = !screens.md;

  return (
    <Card
      title={t('title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => editing.show({})}>
          {t('create')}
        </Button>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('searchPlaceholder')}
          enterButton
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 420 }}
        />
        {courses.isError && (
          <Alert
            type="error"
            showIcon
            title={t('loadFailed')}
            description={courses.error.message}
            action={<Button size="small" onClick={() => void courses.refetch()}>{t('retry')}</Button>}
          />
        )}
        <Table<Course>
          rowKey="id"
          loading={courses.isFetching}
          dataSource={courses.data?.list ?? []}
          size={phone ? 'small' : 'middle'}
          onRow={(course) => ({ onClick: () => setViewing(course.id), style: { cursor: 'pointer' } })}
          locale={{ emptyText: keyword ? t('noMatch') : t('empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: courses.data?.total ?? 0, onChange: setPage, showSizeChanger: false, size: 'small' }}
          columns={[
            {
              title: t('fields.name'),
              dataIndex: 'name',
              render: (name: string, course) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Link>{name}</Typography.Link>
                  {phone && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {[course.venue, course.location].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            ...(phone
              ? []
              : [
                  { title: t('fields.venue'), dataIndex: 'venue', render: (v: string) => v || '–' },
                  { title: t('fields.location'), dataIndex: 'location', render: (v: string) => v || '–' },
                ]),
            { title: t('fields.holes'), dataIndex: 'holeCount', width: 70, align: 'center' },
            { title: t('fields.par'), dataIndex: 'par', width: 60, align: 'center' },
            ...(phone
              ? []
              : [
                  {
                    title: t('fields.tees'),
                    dataIndex: 'tees',
                    render: (tees: Course['tees']) => (tees.length ? tees.map((tee) => <Tag key={`${tee.name}-${tee.sex ?? ''}`}>{tee.name}</Tag>) : '–'),
                  },
                ]),
          ]}
        />
      </Space>
      <CourseDrawer id={viewing} onClose={() => setViewing(undefined)} onEdit={(id) => editing.show({ id })} />
      {editing.target !== undefined && (!editing.target.id || editCourse.data) && (
        <Suspense fallback={null}>
          <CourseFormModal
            key={editing.key}
            {...editing.props}
            course={editing.target.id ? editCourse.data : undefined}
            onSaved={(course) => setViewing(course.id)}
          />
        </Suspense>
      )}
    </Card>
  );
}
