import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Empty, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCourse } from '../api/get-course';
import { ScorecardLayout } from './scorecard-layout';
import { Heading } from '../../../components/heading';

/** A course's details: where it is, the scorecard layout (OUT/IN pars) and its tee sets. */
export function CourseDrawer({ id, onClose, onEdit }: { id?: string; onClose: () => void; onEdit: (id: string) => void }) {
  const { t } = useTranslation('courses');
  const course = useCourse(id);
  const data = course.data;
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      size={720}
      title={data?.name ?? t('detail.title')}
      extra={
        data?.canEdit && (
          <Button icon={<EditOutlined />} onClick={() => onEdit(data.id)}>
            {t('edit')}
          </Button>
        )
      }
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      {course.isPending && <Skeleton active />}
      {course.isError && (
        <Alert
          type="error"
          showIcon
          title={t('detail.loadFailed')}
          description={course.error.message}
          action={<Button size="small" onClick={() => void course.refetch()}>{t('retry')}</Button>}
        />
      )}
      {data && (
        <>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('fields.venue')}>{data.venue || '–'}</Descriptions.Item>
            <Descriptions.Item label={t('fields.location')}>{data.location || '–'}</Descriptions.Item>
            <Descriptions.Item label={t('fields.holes')}>{data.holeCount}</Descriptions.Item>
            <Descriptions.Item label={t('fields.par')}>{data.par}</Descriptions.Item>
          </Descriptions>
          <Heading level={2} size={5}>{t('detail.scorecard')}</Heading>
          <ScorecardLayout holes={data.holes} />
          <Heading level={2} size={5} style={{ marginTop: 24 }}>
            {t('fields.tees')}
          </Heading>
          {data.tees.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noTees')} />
          ) : (
            <Table
              size="small"
              pagination={false}
              rowKey={(tee) => `${tee.name}-${tee.sex ?? ''}`}
              dataSource={data.tees}
              columns={[
                { title: t('tee.name'), dataIndex: 'name' },
                { title: t('tee.sex'), dataIndex: 'sex', render: (sex?: 'M' | 'F') => (sex === 'M' ? t('tee.men') : sex === 'F' ? t('tee.women') : t('tee.sexAny')) },
                { title: t('tee.rating'), dataIndex: 'rating', render: (r: number) => r.toFixed(1) },
                { title: t('tee.slope'), dataIndex: 'slope' },
              ]}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
