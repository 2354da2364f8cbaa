import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/settings-store';

export function ThemeToggle() {
  const { t } = useTranslation('layout');
  const theme = useSettings((s) => s.theme);
  const update = useSettings((s) => s.update);
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Button
      type="text"
      shape="circle"
      icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      aria-label={label}
      title={label}
      aria-pressed={theme === 'dark'}
      data-testid="theme-toggle"
      onClick={() => update({ theme: theme === 'dark' ? 'light' : 'dark' })}
    />
  );
}
