import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** Google Identity Services, as Google documents its CSP needs; only allowed when sign-in with Google is configured. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/**
 * The Content-Security-Policy of every answer (pages, assets, API, errors). Scripts only from our own origin;
 * inline styles are allowed because antd writes its CSS-in-JS into <style> elements at run time.
 */
export function contentSecurityPolicy(config: Pick<Config, 'googleClientId'>): Record<string, string[]> {
  const google = config.googleClientId ? [GOOGLE_GSI] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(config.googleClientId ? [`${GOOGLE_GSI}client`] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...(config.googleClientId ? [`${GOOGLE_GSI}style`] : [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...google],
    'frame-src': google.length ? google : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // no upgrade-insecure-requests: the app also runs over plain http on a LAN address, where it would break it
  };
}

/**
 * Security headers on every answer through @fastify/helmet: CSP above, X-Frame-Options DENY, nosniff,
 * Referrer-Policy strict-origin-when-cross-origin (Google sign-in needs the origin; paths and queries such as
 * mailed tokens never leave the site), COOP same-origin-allow-popups (Google's sign-in popup), HSTS.
 */
export const securityHeadersPlugin = fp<{ config: Config }>(async (app, { config }) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
  });
});
