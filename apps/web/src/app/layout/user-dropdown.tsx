import { LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { feedback } from '../../lib/feedback';
import { isAdmin } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { useRole, useSessionUser } from '../../lib/session-user';

/** The user menu's dropdown around its button (user-menu.tsx loads it once the page has settled, or at the first press, open). */
export default function UserDropdown({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactElement }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { data: user } = useSessionUser();
  const role = useRole();
  const logout = useLogout();
  const setViewRole = useSession((s) => s.setViewRole);

  const items: MenuProps['items'] = [
    { key: 'info', icon: <UserOutlined />, label: t('user.centre') },
    { key: 'setting', icon: <SettingOutlined />, label: t('user.settings') },
    ...(user && isAdmin(user)
      ? [{ key: 'switch', icon: <SwapOutlined />, label: role === 'admin' ? t('user.switchToUser') : t('user.switchToAdmin') }]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">{t('user.logout')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    onOpenChange(false);
    if (key === 'info') navigate('/user/info');
    if (key === 'setting') navigate('/user/setting');
    if (key === 'switch') {
      const next = role === 'admin' ? 'user' : 'admin';
      setViewRole(next);
      feedback.success(t('user.roleSwitched', { role: t(`roles.${next}`) }));
      // re-run the guards: a page the new view role may not see is left at once
      void revalidator.revalidate();
    }
    if (key === 'logout') logout.mutate();
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight" open={open} onOpenChange={onOpenChange}>
      {children}
    </Dropdown>
  );
}
