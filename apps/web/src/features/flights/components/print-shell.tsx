import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './print.css';

/** A page meant for paper: no app shell, A4, a print button that does not print itself. */
export function PrintShell({ landscape, children }: { landscape?: boolean; children: ReactNode }) {
  const { t } = useTranslation('flights');
  return (
    <div className={`print-page${landscape ? ' print-landscape' : ''}`}>
      {landscape && <style>{'@page { size: A4 landscape; margin: 10mm; }'}</style>}
      <div className="no-print print-toolbar">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="print-button">
          {t('print.button')}
        </Button>
        <span className="print-hint">{t('print.hint')}</span>
      </div>
      {children}
    </div>
  );
}
