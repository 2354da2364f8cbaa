import { CheckSquareOutlined } from '@ant-design/icons';
import type { WorkplaceTodo } from '@golf/shared/schemas/workplace';
import { Badge, Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const linkOf = (todo: WorkplaceTodo) => {
  if (todo.kind === 'applications') return `/dashboard/group/member/audit?id=${todo.groupId}`;
  if (todo.kind === 'unassigned') return `/activity/register?id=${todo.activityId}&tab=flights`;
  return `/dashboard/activity/scores?id=${todo.activityId}`;
};

/** Work waiting for me as an organiser; shown only when there is some. */
export function TodosCard({ todos }: { todos: WorkplaceTodo[] }) {
  const { t } = useTranslation('workplace');
  if (todos.length === 0) return null;
  return (
    <Card title={<><CheckSquareOutlined /> {t('todo.title')}</>} data-testid="organiser-todos">
      <List
        dataSource={todos}
        renderItem={(todo) => (
          <List.Item key={`${todo.kind}-${todo.groupId}-${todo.activityId ?? ''}`} extra={<Badge count={todo.count} overflowCount={999} />}>
            <Link to={linkOf(todo)} style={{ overflowWrap: 'anywhere' }}>
              {t(`todo.${todo.kind}`, { group: todo.groupName, event: todo.activityTitle ?? '', count: todo.count })}
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
