import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface ExceptionResultProps {
  status: 403 | 404 | 500;
  retry?: boolean;
}

/** The exception pages: what happened and what to do — retry, go back or go home. */
export function ExceptionResult({ status, retry }: ExceptionResultProps) {
  const { t } = useTranslation('exception');
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '70vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Result
        status={status}
        title={t(`${status}.title`)}
        subTitle={t(`${status}.text`)}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            {retry && (
              <Button type="primary" onClick={() => window.location.reload()}>
                {t('retry')}
              </Button>
            )}
            <Button type={retry ? 'default' : 'primary'} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
              {t('back')}
            </Button>
            <Button type="link" onClick={() => navigate('/')}>
              {t('home')}
            </Button>
          </Space>
        }
      />
    </div>
  );
}
