import { BarChartOutlined, LoginOutlined, TrophyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './auth-shell.css';

const SLOGANS = [
  { key: 'statistics', icon: <BarChartOutlined /> },
  { key: 'voting', icon: <TrophyOutlined /> },
  { key: 'autoLogin', icon: <LoginOutlined /> },
] as const;

/**
 * The frame of the open pages: the banner with the three slogans and a panel for the form. Drawn without antd (its
 * colours are global.css's), as the login page is.
 */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div className="auth-shell">
      <aside className="auth-shell__banner">
        <div className="auth-shell__brand">
          <img src="/favicon.svg" alt="" width={36} height={36} style={{ background: '#fff', borderRadius: 8, padding: 3 }} />
          {t('common:appName')}
        </div>
        <p className="auth-shell__tagline">{t('banner.tagline')}</p>
        <ul className="auth-shell__slogans">
          {SLOGANS.map(({ key, icon }) => (
            <li key={key}>
              <div className="auth-shell__slogan-icon">{icon}</div>
              <div className="auth-shell__slogan-text">
                <strong>{t(`banner.${key}.title`)}</strong>
                <span>{t(`banner.${key}.text`)}</span>
              </div>
            </li>
          ))}
        </ul>
      </aside>
      <main className="auth-shell__main">
        <div className="auth-shell__panel">
          <h1 className="auth-shell__title">{title}</h1>
          {subtitle && <p className="auth-shell__subtitle">{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}
