import { TranslationOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@golf/shared/locales';
import { applyLocale } from '../../lib/locale';

/** Each language is named in itself, so anyone can find theirs. */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English', 'ja-JP': '日本語' };

export function LocaleSwitch() {
  const { t, i18n } = useTranslation('layout');
  const { message } = App.useApp();

  const change = async (locale: Locale) => {
    if (locale === i18n.language) return;
    try {
      await applyLocale(locale, true);
      message.success(t('locale.changed', { lng: locale }));
    } catch {
      message.error(t('locale.failed'));
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LOCALES.map((locale) => ({ key: locale, label: <span lang={locale}>{LOCALE_NAMES[locale]}</span> })),
        onClick: ({ key }) => void change(key as Locale),
      }}
    >
      <Button type="text" shape="circle" icon={<TranslationOutlined />} aria-label={t('locale.label')} title={t('locale.label')} data-testid="locale-switch" />
    </Dropdown>
  );
}
