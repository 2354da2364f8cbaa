import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Opens the printable ceremony sheet of an event (`/print/awards`) in a new tab. */
export function CeremonySheetLink({ activityId }: { activityId: string }) {
  const { t } = useTranslation('ceremony');
  return (
    <a href={`/print/awards?id=${activityId}`} target="_blank" rel="noreferrer" data-testid="ceremony-link">
      <Button icon={<PrinterOutlined />}>{t('sheet.link')}</Button>
    </a>
  );
}
