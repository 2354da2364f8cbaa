import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { routeTitleKey, type RouteMeta } from '../route-meta';
import { useCurrentTitleSubject } from '../../lib/document-title';

/**
 * The page's one level-one heading and the browser tab's title, both from the route's menu label (the tab's title led by
 * the page's subject, an event's or a group's name, when the page names one: lib/document-title.ts).
 * The heading is for screen readers and headings navigation: the tab bar and the menu already show the
 * title on screen, and the page's own cards carry visible headings.
 */
export function PageHeading() {
  const { t } = useTranslation(['menu', 'common']);
  const matches = useMatches();
  const { search } = useLocation();
  const key = routeTitleKey(matches[matches.length - 1]?.handle as RouteMeta | undefined, search);
  const appName = t('common:appName');
  const title = key ? t(key) : appName;
  const subject = useCurrentTitleSubject();

  useEffect(() => {
    document.title = [subject, title === appName ? null : title, appName].filter(Boolean).join(' · ');
  }, [subject, title, appName]);

  return <h1 className="visually-hidden">{title}</h1>;
}
