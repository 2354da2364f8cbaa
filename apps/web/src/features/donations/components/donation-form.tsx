import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Col, Form, Input, Radio, Row, Space, Upload } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { Image } from '../../../components/lazy-image';
import type { Donation, DonationInput } from '@golf/shared/schemas/donation';
import dayjs, { type Dayjs } from 'dayjs';
import type { FormInstance } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, parsedOrAsTyped, usePreloadedSchemas, zodFormRule } from '../../../lib/zod-rule';
import { UnsavedGuard, unsavedTexts } from '../../../components/unsaved-guard';
import { useUnsavedForm } from '../../../components/use-unsaved-form';
import { useCreateDonation } from '../api/create-donation';
import { useUpdateDonation } from '../api/update-donation';
import { useUploadDonationImage } from '../api/upload-donation-image';
import { DateField } from '../../../components/date-field';

export interface DonationValues extends Omit<DonationInput, 'implementationDate'> {
  implementationDate?: Dayjs | null;
}

const toInput = (v: Partial<DonationValues>): Partial<DonationInput> => ({
  ...v,
  implementationDate: v.implementationDate ? v.implementationDate.format('YYYY-MM-DD') : null,
  image: v.image || null,
});

const EMPTY: Partial<DonationValues> = { kind: 'goods', anonymous: false, number: 1 };

/** A sponsorship as the form edits it. */
const valuesOf = (d: Donation): Partial<DonationValues> => ({
  kind: d.kind,
  sponsorName: d.sponsorName,
  title: d.title,
  content: d.content,
  money: d.money,
  goods: d.goods,
  number: d.number,
  price: d.price,
  image: d.image || null,
  contact: d.contact ?? '',
  implementationDate: d.implementationDate ? dayjs(d.implementationDate) : null,
  declaredAward: d.declaredAward,
  anonymous: d.anonymous,
});

/** What the form starts from: the sponsorship to correct, or a new one's defaults. */
export const initialDonation = (donation?: Donation): Partial<DonationValues> => (donation ? valuesOf(donation) : EMPTY);

// the shared schema, loaded as the form mounts: zod stays out of the page's first download (lib/zod-rule.ts)
const donationSchema = () => import('@golf/shared/schemas/donation').then((m) => m.DonationInputSchema);

interface Props {
  activityId: string;
  /** a sponsorship to correct (its member while pending, organisers at any time); none: a new one */
  donation?: Donation;
  /** the dialog's form, when the form is in one (it asks before closing with changes), and what it started from */
  form?: FormInstance<DonationValues>;
  initialValues?: Partial<DonationValues>;
  /** leaving the page with changes asks first (a dialog's form: while it is open) */
  guard?: boolean;
  /** after it was sent */
  onDone?: () => void;
  /** an organiser records it: it is accepted as it is sent */
  recording?: boolean;
}

/**
 * The sponsor form (spec §3 "Donate"): money or goods with a picture, contact required, in the member's own name or
 * another sponsor's. What was typed stays after an error, and leaving the page before sending it asks first.
 */
export function DonationForm({ activityId, donation, form: given, initialValues, guard = true, onDone, recording = false }: Props) {
  const { t } = useTranslation('donations');
  const [form] = Form.useForm<DonationValues>(given);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateDonation();
  const update = useUpdateDonation();
  const kind = Form.useWatch('kind', form);
  const [initial] = useState(() => initialValues ?? initialDonation(donation));
  const { dirty } = useUnsavedForm(form, initial);
  usePreloadedSchemas(donationSchema);
  const rule = (path: string) => zodFormRule<DonationValues>(donationSchema, [path], toInput);

  const finish = async (values: DonationValues) => {
    setError(null);
    try {
      const input = await parsedOrAsTyped(donationSchema, toInput(values) as DonationInput);
      if (donation) {
        await update.mutateAsync({ activityId, donationId: donation.id, input });
        feedback.success(t('form.saved'));
      } else {
        const made = await create.mutateAsync({ activityId, input });
        feedback.success(made.status === 'accepted' ? t(made.prizeId ? 'form.recordedPrize' : 'form.recorded') : t('form.sent'));
        form.resetFields();
      }
      onDone?.();
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void finish(v)}>
      {guard && <UnsavedGuard dirty={dirty} texts={unsavedTexts(t)} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
      <Form.Item name="kind" label={t('form.kind')}>
        <Radio.Group aria-label={t('form.kind')} optionType="button" options={[{ value: 'goods', label: t('kind.goods') }, { value: 'money', label: t('kind.money') }]} />
      </Form.Item>
      <Form.Item name="sponsorName" label={t('form.sponsorName')} rules={[rule('sponsorName')]} extra={t('form.sponsorNameHint')}>
        <Input maxLength={100} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="title" label={t('form.title')} required rules={[rule('title')]} extra={t('form.titleHint')}>
        <Input maxLength={100} />
      </Form.Item>
      {kind === 'money' ? (
        <Form.Item name="money" label={t('form.money')} rules={[rule('money')]}>
          <NumberInput min={0} style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="goods" label={t('form.goods')} rules={[rule('goods')]}>
            <Input maxLength={100} />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="number" label={t('form.number')} rules={[rule('number')]}>
                <NumberInput min={1} max={100000} style={{ width: '100%' }} inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="price" label={t('form.price')} rules={[rule('price')]}>
                <NumberInput min={0} style={{ width: '100%' }} inputMode="decimal" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="image" label={t('form.image')} extra={t('form.imageHint')}>
            <PictureField activityId={activityId} />
          </Form.Item>
        </>
      )}
      <Form.Item name="declaredAward" label={t('form.declaredAward')} extra={t('form.declaredAwardHint')} rules={[rule('declaredAward')]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="content" label={t('form.content')} rules={[rule('content')]}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="contact" label={t('form.contact')} rules={[rule('contact')]} required>
            <Input maxLength={100} autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="implementationDate" label={t('form.implementationDate')}>
            <DateField style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="anonymous" valuePropName="checked">
        <Checkbox>{t('form.anonymous')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending} block>
        {t(donation ? 'form.save' : recording ? 'form.record' : 'form.submit')}
      </Button>
    </Form>
  );
}

/**
 * The sponsorship's picture as a form field: its value is the uploaded picture's address, set only once the upload is
 * through (a refused file leaves the field as it was, never the file input's own "C:\\fakepath\\…" value), and it can be
 * taken off again.
 */
function PictureField({ activityId, value, onChange }: { activityId: string; value?: string | null; onChange?: (url: string | null) => void }) {
  const { t } = useTranslation('donations');
  const upload = useUploadDonationImage();
  return (
    <Space align="start" wrap>
      {value && <Image src={value} width={96} height={96} style={{ objectFit: 'cover' }} alt={t('form.image')} />}
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        customRequest={({ file }) => {
          void upload
            .mutateAsync({ activityId, file: file as File })
            .then(({ image: url }) => onChange?.(url))
            .catch(() => undefined);
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t(value ? 'form.replaceImage' : 'form.uploadImage')}
        </Button>
      </Upload>
      {value && (
        <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)} data-testid="remove-picture">
          {t('form.removeImage')}
        </Button>
      )}
    </Space>
  );
}
