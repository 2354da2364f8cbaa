import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { startTransition, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session-user';
import { useWrapperLater } from '../../lib/use-wrapper-later';
import type UserDropdownType from './user-dropdown';

type UserDropdown = typeof UserDropdownType;

/** antd's Dropdown and Menu with the menu's items (user-dropdown.tsx) */
const loadDropdown = () => import('./user-dropdown').then((m) => m.default);

/**
 * The navbar's avatar (and name) button, opening the user menu. antd's Dropdown and Menu (user-dropdown.tsx) are not part
 * of every page's download: they come once the page has settled and the button is not in use (`useWrapperLater`), or at
 * the first press if that is sooner (the menu then opens as they arrive). The button is put inside the dropdown then; a
 * button that had the focus keeps it.
 */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation('layout');
  const { data: user } = useSessionUser();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Dropdown, setDropdown] = useState<UserDropdown | null>(null);
  // a component is a function: kept as one, not taken for an updater
  const keep = useCallback((dropdown: UserDropdown) => setDropdown(() => dropdown), []);
  const { keepFocus } = useWrapperLater(buttonRef, loadDropdown, keep, Boolean(Dropdown));

  const press = () => {
    keepFocus();
    setOpen((wanted) => !wanted);
    loadDropdown()
      .then((dropdown) => {
        // the button is replaced by the one inside the dropdown: it keeps the focus if it had it (or it was lost to the
        // page meanwhile); a press that was followed by work elsewhere does not pull the focus back nor open the menu
        const focus = document.activeElement;
        const stayed = focus === buttonRef.current || focus === document.body || focus === null;
        // rendered as a transition: antd's Dropdown mounts in slices, not in one long task while the page may be in use
        startTransition(() => {
          if (!stayed) setOpen(false);
          keep(dropdown);
        });
      })
      .catch(() => setOpen(false));
  };
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
      onClick={Dropdown ? undefined : press}
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
