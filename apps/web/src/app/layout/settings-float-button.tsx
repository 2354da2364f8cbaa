import { SettingOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';

/** Opens the settings when the navbar (and its settings button) is hidden (loaded by the shell only then). */
export function SettingsFloatButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('layout');
  return <FloatButton icon={<SettingOutlined />} tooltip={t('settings')} aria-label={t('settings')} data-testid="settings-button" onClick={onClick} />;
}
