import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoogleConfig } from '../api/get-google-config';
import { useGoogleLogin } from '../api/google-login';
import { useSignIn } from './use-sign-in';
import './plain-form.css';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (response: { credential: string }) => void }) => void;
      renderButton: (element: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

function loadScript(): Promise<GoogleIdentity> {
  if (window.google) return Promise.resolve(window.google);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('google')));
    script.onerror = reject;
    document.head.appendChild(script);
  });
}

/** "Sign in with Google": shown, and Google's script loaded, only when the server has a client id. */
export function GoogleButton() {
  const { t, i18n } = useTranslation('auth');
  const { data } = useGoogleConfig();
  const googleLogin = useGoogleLogin();
  const signIn = useSignIn();
  const container = useRef<HTMLDivElement>(null);
  const clientId = data?.clientId;
  const latest = useRef({ mutate: googleLogin.mutate, signIn });
  useEffect(() => {
    latest.current = { mutate: googleLogin.mutate, signIn };
  });

  useEffect(() => {
    if (!clientId) return;
    let active = true;
    loadScript()
      .then((google) => {
        if (!active || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => latest.current.mutate(credential, { onSuccess: latest.current.signIn }),
        });
        google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          width: Math.min(container.current.clientWidth || 320, 400),
          locale: i18n.language,
        });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [clientId, i18n.language]);

  if (!clientId) return null;
  return (
    <>
      <div className="plain-divider">
        {t('login.or')}
      </div>
      <div ref={container} aria-label={t('login.google')} style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />
    </>
  );
}
