import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate, useNavigationType } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { HOME_PATH } from '../../lib/paths';
import { routeTitleKey, type RouteMeta } from '../route-meta';
import { useTabs, visited, type Tab } from './tab-store';

/**
 * Tabs of the visited pages; the workplace tab stays, the others close. They are links in a navigation
 * landmark, not an ARIA tablist: each one opens a page (there are no tab panels), and a tablist may
 * hold nothing but tabs, while every tab here has its close button.
 */
/** the bar's height: 6 px above the tabs, the 32 px tabs and the 1 px line below (app-layout keeps the content a screen high) */
export const TAB_BAR_HEIGHT = 6 + 32 + 1;

export function TabBar() {
  const { t } = useTranslation(['menu', 'layout']);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const current = matches[matches.length - 1];
  const meta = current?.handle as RouteMeta | undefined;
  const name = current?.pathname ?? location.pathname;
  const { pathname, search } = location;
  const title = routeTitleKey(meta, search);
  // one object per page, the same in the render and in the stored visit (`visited` then finds nothing to change)
  const page = useMemo<Tab | undefined>(() => (title ? { title, name, fullPath: pathname + search, query: search } : undefined), [title, name, pathname, search]);
  const visit = useTabs((s) => s.visit);
  const close = useTabs((s) => s.close);
  // the page's tab shows from the first render; storing the visit (below) then changes nothing on screen, and the bar
  // does not render again: it used to show without the page's tab and re-render at once with it, inside the first commit.
  // Once stored, the store's tabs are shown as they are: a closed current tab goes at once, not back to the end while
  // the navigation away is under way (or for good, when the unsaved-work question keeps the page)
  const replacing = useNavigationType() === 'REPLACE';
  const tabs = useTabs(useShallow((s) => (page && s.visitedLast !== page ? visited(s.tabs, page, replacing ? s.visitedLast?.name : undefined) : s.tabs)));

  useEffect(() => {
    if (page) visit(page, replacing);
  }, [page, visit, replacing]);

  // the current page's tab in view: on a phone the bar scrolls sideways, and a new tab opens at its end
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = bar.current;
    const tab = nav?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!nav || !tab) return;
    if (tab.offsetLeft < nav.scrollLeft) nav.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = tab.offsetLeft + tab.offsetWidth - nav.clientWidth;
  }, [name, tabs.length]);

  const remove = (target: string) => {
    const index = tabs.findIndex((tab) => tab.name === target);
    close(target);
    if (target === name) navigate(tabs[index - 1]?.fullPath ?? HOME_PATH);
  };

  const tabStyle = (active: boolean): CSSProperties => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 2,
    flex: 'none',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderBottom: 'none',
    borderRadius: `${token.borderRadius}px ${token.borderRadius}px 0 0`,
    background: active ? token.colorBgContainer : token.colorFillAlter,
    paddingInline: 10,
    height: 32,
  });

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 16px 0', background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <nav ref={bar} aria-label={t('layout:tabs.label')} style={{ flex: 1, minWidth: 0, overflowX: 'auto', position: 'relative' }}>
        <ul style={{ display: 'flex', gap: 2, margin: 0, padding: 0, listStyle: 'none' }} data-testid="tab-bar">
          {tabs.map((tab) => {
            const active = tab.name === name;
            const title = t(tab.title);
            return (
              <li key={tab.name} style={tabStyle(active)}>
                <Link
                  to={tab.fullPath}
                  aria-current={active ? 'page' : undefined}
                  style={{ color: active ? token.colorPrimaryText : token.colorText, whiteSpace: 'nowrap', fontSize: token.fontSizeSM + 1, paddingBlock: 4 }}
                >
                  {title}
                </Link>
                {tab.name !== HOME_PATH && (
                  <Button type="text" size="small" icon={<CloseOutlined style={{ fontSize: 10 }} />} aria-label={t('layout:tabs.close', { title })} onClick={() => remove(tab.name)} />
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <Button
        type="text"
        size="small"
        icon={<ReloadOutlined />}
        aria-label={t('layout:tabs.reload')}
        title={t('layout:tabs.reload')}
        onClick={() => navigate(`/redirect${location.pathname}${location.search}`, { replace: true })}
      />
    </div>
  );
}
