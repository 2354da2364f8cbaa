import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation('layout');
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '16px', background: 'transparent' }}>
      <Typography.Text type="secondary">{t('footer', { year: new Date().getFullYear() })}</Typography.Text>
    </Layout.Footer>
  );
}
