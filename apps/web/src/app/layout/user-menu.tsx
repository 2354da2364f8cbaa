import { LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { feedback } from '../../lib/feedback';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { isAdmin } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { useRole, useSessionUser } from '../../lib/session-user';

export function UserMenu({ compact }: { compact: boolean }) {
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

  const name = user?.name || user?.username || '';
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      <button
        type="button"
        data-testid="user-menu"
        // the visible name first (what a speech-input user says), then what the button opens
        aria-label={compact || !name ? t('user.menu') : `${name}, ${t('user.menu')}`}
        style={{ display: 'flex', alignItems: 'center', gap: 8, background: 'none', border: 0, cursor: 'pointer', padding: '0 4px', color: 'inherit', font: 'inherit' }}
      >
        <Avatar size={30} src={user?.avatar || undefined} icon={<UserOutlined />} alt="" />
        {!compact && <span style={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>}
      </button>
    </Dropdown>
  );
}
