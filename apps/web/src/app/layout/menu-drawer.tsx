import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { SideMenu } from './nav-menu';

/** The phone's menu: the side menu in a drawer from the left (loaded by the shell when first opened). */
export function MenuDrawer({ open, width, onClose }: { open: boolean; width: number; onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Drawer placement="left" size={width} open={open} onClose={onClose} title={t('menu.title')} styles={{ body: { padding: 0 } }}>
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
