import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/settings-store';

/** Light or dark: a plain round button (global.css), as it is on the login page, which is drawn without antd. */
export function ThemeToggle() {
  const { t } = useTranslation('layout');
  const theme = useSettings((s) => s.theme);
  const update = useSettings((s) => s.update);
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      className="plain-icon-button"
      aria-label={label}
      title={label}
      aria-pressed={theme === 'dark'}
      data-testid="theme-toggle"
      onClick={() => update({ theme: theme === 'dark' ? 'light' : 'dark' })}
    >
      {theme === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
    </button>
  );
}
