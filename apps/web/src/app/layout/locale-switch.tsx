import { CheckOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@golf/shared/locales';
import { feedback } from '../../lib/feedback';
import { applyLocale } from '../../lib/locale';

/** Each language is named in itself, so anyone can find theirs. */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English', 'ja-JP': '日本語' };

/** A light popover rather than a dropdown menu: it is on the login page, whose script must stay small. */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation('layout');
  const [open, setOpen] = useState(false);

  const change = async (locale: Locale) => {
    setOpen(false);
    if (locale === i18n.language) return;
    try {
      await applyLocale(locale, true);
      feedback.success(i18n.t('layout:locale.changed'));
    } catch {
      feedback.error(t('locale.failed'));
    }
  };

  const choices = (
    <div role="menu" aria-label={t('locale.label')} style={{ display: 'flex', flexDirection: 'column', minWidth: 140 }}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          type="text"
          role="menuitemradio"
          aria-checked={locale === i18n.language}
          lang={locale}
          onClick={() => void change(locale)}
          style={{ justifyContent: 'space-between', display: 'flex' }}
        >
          {LOCALE_NAMES[locale]}
          {locale === i18n.language && <CheckOutlined />}
        </Button>
      ))}
    </div>
  );

  return (
    <Popover content={choices} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false} styles={{ container: { padding: 4 } }}>
      <Button type="text" shape="circle" icon={<TranslationOutlined />} aria-label={t('locale.label')} title={t('locale.label')} data-testid="locale-switch" />
    </Popover>
  );
}
