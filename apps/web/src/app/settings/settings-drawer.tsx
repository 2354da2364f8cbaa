import { ColorPicker, Divider, Drawer, Button, Segmented, Space, Switch, Typography } from 'antd';
import { NumberInput } from '../../components/number-input';
import { feedback } from '../../lib/feedback';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings, type AppSettings } from './settings-store';

type Toggle = { [K in keyof AppSettings]: AppSettings[K] extends boolean ? K : never }[keyof AppSettings];

const LAYOUT_TOGGLES: Toggle[] = ['navbar', 'menu', 'topMenu', 'hideMenu', 'menuCollapse', 'tabBar', 'footer', 'menuFromServer'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, padding: '8px 0' }}>
      <Typography.Text>{label}</Typography.Text>
      {children}
    </div>
  );
}

/** Spec §2/§3: every app setting, applied at once and kept locally. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const settings = useSettings();

  return (
    <Drawer title={t('title')} size={300} open={open} onClose={onClose} styles={{ body: { paddingTop: 8 } }}>
      <Divider titlePlacement="start" plain>
        {t('sections.theme')}
      </Divider>
      <Row label={t('theme')}>
        <Segmented
          size="small"
          value={settings.theme}
          onChange={(theme) => settings.update({ theme: theme as AppSettings['theme'] })}
          options={[
            { value: 'light', label: t('light') },
            { value: 'dark', label: t('dark') },
          ]}
        />
      </Row>
      <Row label={t('themeColor')}>
        <ColorPicker
          value={settings.themeColor}
          presets={[{ label: t('presets'), colors: ['#165DFF', '#0FC6C2', '#00B42A', '#722ED1', '#F53F3F', '#FF7D00'] }]}
          onChangeComplete={(color) => settings.update({ themeColor: color.toHexString() })}
          aria-label={t('themeColor')}
        />
      </Row>
      <Row label={t('colorWeak')}>
        <Switch size="small" checked={settings.colorWeak} onChange={(colorWeak) => settings.update({ colorWeak })} aria-label={t('colorWeak')} />
      </Row>
      <Divider titlePlacement="start" plain>
        {t('sections.layout')}
      </Divider>
      {LAYOUT_TOGGLES.map((key) => (
        <Row key={key} label={t(key)}>
          <Switch size="small" checked={settings[key]} onChange={(value) => settings.update({ [key]: value })} aria-label={t(key)} />
        </Row>
      ))}
      <Row label={t('menuWidth')}>
        <NumberInput
          clamp
          size="small"
          min={160}
          max={400}
          step={10}
          value={settings.menuWidth}
          onChange={(menuWidth) => menuWidth && settings.update({ menuWidth })}
          aria-label={t('menuWidth')}
          style={{ width: 90 }}
        />
      </Row>
      <Divider />
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('hint')}</Typography.Text>
        <Button
          block
          onClick={() => {
            settings.reset();
            feedback.success(t('resetDone'));
          }}
        >
          {t('reset')}
        </Button>
      </Space>
    </Drawer>
  );
}
