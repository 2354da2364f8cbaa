import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstScreen } from '../../lib/startup';
import { useSessionUser } from '../../lib/session-user';
import type UserDropdownType from './user-dropdown';

type UserDropdown = typeof UserDropdownType;

/**
 * The navbar's avatar (and name) button, opening the user menu. antd's Dropdown and Menu (user-dropdown.tsx) are not part
 * of every page's download: they come once the page has settled, or at the first press if that is sooner (the menu then
 * opens as they arrive). The button is put inside the dropdown then; a button that had the focus keeps it.
 */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation('layout');
  const { data: user } = useSessionUser();
  const [open, setOpen] = useState(false);
  const [Dropdown, setDropdown] = useState<UserDropdown | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  const load = useCallback(() => {
    import('./user-dropdown')
      .then((m) => {
        // the button is replaced by the one inside the dropdown: it keeps the focus if it had it (or it was lost to the
        // page meanwhile); a press that was followed by work elsewhere does not pull the focus back nor open the menu
        const focus = document.activeElement;
        const stayed = focus === buttonRef.current || focus === document.body || focus === null;
        refocus.current = refocus.current ? stayed : focus === buttonRef.current;
        // rendered as a transition: antd's Dropdown mounts in slices, not in one long task while the page may be in use
        startTransition(() => {
          if (!stayed) setOpen(false);
          setDropdown(() => m.default);
        });
      })
      .catch(() => setOpen(false));
  }, []);
  useEffect(() => afterFirstScreen(load), [load]);
  useLayoutEffect(() => {
    if (!Dropdown || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [Dropdown]);

  const name = user?.name || user?.username || '';
  const button = (
    <button
      ref={buttonRef}
      type="button"
      data-testid="user-menu"
      // the visible name first (what a speech-input user says), then what the button opens
      aria-label={compact || !name ? t('user.menu') : `${name}, ${t('user.menu')}`}
      aria-haspopup="menu"
      aria-expanded={Boolean(Dropdown) && open}
      // until the dropdown is there: a press asks for it open as soon as it is, a second press takes that back (after that
      // the dropdown handles the presses)
      onClick={
        Dropdown
          ? undefined
          : () => {
              refocus.current = true;
              setOpen((wanted) => !wanted);
              load();
            }
      }
      style={{ display: 'flex', alignItems: 'center', gap: 8, background: 'none', border: 0, cursor: 'pointer', padding: '0 4px', color: 'inherit', font: 'inherit' }}
    >
      <Avatar size={30} src={user?.avatar || undefined} icon={<UserOutlined />} alt="" />
      {!compact && <span style={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>}
    </button>
  );
  if (!Dropdown) return button;
  return (
    <Dropdown open={open} onOpenChange={setOpen}>
      {button}
    </Dropdown>
  );
}
