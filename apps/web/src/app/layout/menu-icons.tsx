import {
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FlagOutlined,
  GiftOutlined,
  HistoryOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  MessageOutlined,
  NotificationOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
  IdcardOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Route and server-menu icons by name; unknown names get a neutral icon. */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  home: <HomeOutlined />,
  notice: <NotificationOutlined />,
  topic: <MessageOutlined />,
  manager: <TeamOutlined />,
  overview: <BarChartOutlined />,
  user: <UserOutlined />,
  setting: <SettingOutlined />,
  activity: <FlagOutlined />,
  history: <HistoryOutlined />,
  course: <EnvironmentOutlined />,
  group: <UsergroupAddOutlined />,
  member: <IdcardOutlined />,
  prize: <GiftOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  return name ? (ICONS[name] ?? <AppstoreOutlined />) : undefined;
}
