import { CheckOutlined, TranslationOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, type Locale } from '@golf/shared/locales';
import { feedback } from '../../lib/feedback';
import { applyLocale } from '../../lib/locale';

/**
 * The language choice: a round button and a small menu of its own rather than antd's, since it is on the login page,
 * which is drawn without antd (app/router.tsx). Keyboard: the menu opens on the current language, arrows move, Escape
 * closes back to the button, Tab or a click elsewhere closes it.
 */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const items = () => [...(anchor.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    (items().find((item) => item.getAttribute('aria-checked') === 'true') ?? items()[0])?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const change = async (locale: Locale) => {
    setOpen(false);
    button.current?.focus();
    if (locale === i18n.language) return;
    try {
      await applyLocale(locale, true);
      feedback.success(i18n.t('layout:locale.changed'));
    } catch {
      feedback.error(t('locale.failed'));
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      list[(at + move + list.length) % list.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      list[event.key === 'Home' ? 0 : list.length - 1]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <span className="plain-menu-anchor" ref={anchor}>
      <button
        ref={button}
        type="button"
        className="plain-icon-button"
        aria-label={t('locale.label')}
        title={t('locale.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="locale-switch"
        onClick={() => setOpen(!open)}
      >
        <TranslationOutlined aria-hidden />
      </button>
      {open && (
        <div className="plain-menu" role="menu" aria-label={t('locale.label')} onKeyDown={onMenuKey}>
          {LOCALES.map((locale) => (
            <button
              key={locale}
              type="button"
              role="menuitemradio"
              aria-checked={locale === i18n.language}
              lang={locale}
              tabIndex={-1}
              onClick={() => void change(locale)}
            >
              {LOCALE_NAMES[locale]}
              {locale === i18n.language && <CheckOutlined aria-hidden />}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
