import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Space, Table, Typography, Upload, type ButtonProps } from 'antd';
import type { UploadChange, UploadPreview } from '@golf/shared/schemas/score';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';
import { useDownloadTemplate } from '../api/download-template';
import { useUploadScores } from '../api/upload-scores';

interface UploadDialogProps {
  activityId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}

type Outcome = { preview: UploadPreview; error?: string };

/** A failed upload's row errors travel in the 422's data; anything else is one message. */
function outcomeOf(error: unknown): Outcome {
  const data = isApiError(error) ? (error.data as Partial<UploadPreview> | undefined) : undefined;
  return {
    preview: { rows: data?.rows ?? [], errors: data?.errors ?? [], saved: false, changed: data?.changed ?? 0 },
    error: data?.errors?.length ? undefined : error instanceof Error ? error.message : String(error),
  };
}

/** Upload results (spec §4): template, choose .xlsx/.csv, a dry-run preview of the changes, rows in error with nothing saved, then confirm. */
export function UploadDialog({ activityId, title, open, onClose }: UploadDialogProps) {
  const { t } = useTranslation('results');
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // the save failed without row errors (no connection, the server's trouble): the checked preview stays for another try
  const [saveError, setSaveError] = useState<string | null>(null);
  const upload = useUploadScores();
  const template = useDownloadTemplate();

  const preview = async (chosen: File) => {
    setFile(chosen);
    setOutcome(null);
    setSaveError(null);
    try {
      setOutcome({ preview: await upload.mutateAsync({ activityId, file: chosen, dryRun: true }) });
    } catch (error) {
      setOutcome(outcomeOf(error));
    }
  };
  const close = () => {
    setFile(null);
    setOutcome(null);
    setSaveError(null);
    onClose();
  };
  const confirm = async () => {
    if (!file) return;
    setSaveError(null);
    try {
      await upload.mutateAsync({ activityId, file, dryRun: false });
      feedback.success(t('upload.success'));
      close();
    } catch (error) {
      const failed = outcomeOf(error);
      // rows the server refused replace the preview; anything else leaves it, to be saved again
      if (failed.preview.errors.length > 0) setOutcome(failed);
      else setSaveError(failed.error ?? null);
    }
  };
  const errors = outcome?.preview.errors ?? [];
  const describe = (c: UploadChange) =>
    `${c.field === 'gross' ? t('upload.gross') : c.number === null ? t('upload.puttsTotal') : t(c.field === 'putts' ? 'upload.puttsOn' : 'upload.hole', { n: c.number })} ${c.from ?? '–'}→${c.to ?? '–'}`;

  return (
    <Modal
      open={open}
      title={t('upload.title')}
      onCancel={close}
      width={720}
      okText={t('upload.confirm', { count: outcome?.preview.changed ?? 0 })}
      okButtonProps={{ disabled: !outcome || errors.length > 0 || Boolean(outcome.error), loading: upload.isPending && Boolean(outcome), 'data-testid': 'upload-confirm' } as ButtonProps}
      onOk={() => void confirm()}
      cancelText={t('upload.cancel')}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('upload.help')}
        </Typography.Paragraph>
        <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => void template.mutateAsync({ activityId, filename: `${title}-${t('upload.templateName')}.xlsx` }).catch(() => undefined)}>
          {t('upload.template')}
        </Button>
        <Upload.Dragger
          accept=".xlsx,.csv"
          multiple={false}
          showUploadList={false}
          beforeUpload={(chosen) => {
            void preview(chosen);
            return false;
          }}
          data-testid="upload-input"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{file ? file.name : t('upload.choose')}</p>
          <p style={{ fontSize: 12, opacity: 0.7 }}>{t('upload.formats')}</p>
        </Upload.Dragger>
        {upload.isPending && !outcome && <Alert type="info" showIcon title={t('upload.checking')} />}
        {outcome?.error && <Alert type="error" showIcon title={outcome.error} description={t('upload.tryAgain')} />}
        {saveError && <Alert type="error" showIcon title={saveError} description={t('upload.saveAgain')} data-testid="upload-save-error" />}
        {errors.length > 0 && (
          <Alert
            type="error"
            showIcon
            data-testid="upload-errors"
            title={t('upload.errorsTitle', { count: errors.length })}
            description={
              <List size="small" dataSource={errors} renderItem={(e) => <List.Item style={{ padding: '2px 0' }}>{t('upload.rowError', { row: e.row, message: e.message })}</List.Item>} />
            }
          />
        )}
        {outcome && !outcome.error && errors.length === 0 && (
          <>
            <Alert type="success" showIcon title={t('upload.previewTitle', { rows: outcome.preview.rows.length, changed: outcome.preview.changed })} />
            <Table
              data-testid="upload-preview"
              size="small"
              rowKey="row"
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              dataSource={outcome.preview.rows}
              className="one-line-headers"
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('upload.row'), dataIndex: 'row', width: 56 },
                { title: t('columns.name'), dataIndex: 'name', width: 120 },
                {
                  title: t('upload.changes'),
                  render: (_, r) =>
                    r.changes.length === 0 ? (
                      <Typography.Text type="secondary">{t('upload.noChange')}</Typography.Text>
                    ) : (
                      <Typography.Text style={{ fontSize: 12 }}>{r.changes.map(describe).join(' · ')}</Typography.Text>
                    ),
                },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
