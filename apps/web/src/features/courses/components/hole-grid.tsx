import { Alert, Form, Typography, theme } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { issueKey } from '@golf/shared/zod-i18n';
import type { FormInstance } from 'antd/es/form';
import { CourseHoleInputSchema, CourseInputSchema } from '@golf/shared/schemas/course';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../lib/i18n';
import { zodFormRule, zodRule } from '../../../lib/zod-rule';
import { toCourseInput, type HoleValue } from './course-values';

/** Par and stroke index of one nine (holes `from`..`from+8`), with the nine's par total (OUT or IN). */
function Nine({ form, from, label }: { form: FormInstance; from: number; label: string }) {
  const { t } = useTranslation('courses');
  const { token } = theme.useToken();
  const holes = (Form.useWatch('holes', form) as HoleValue[] | undefined) ?? [];
  const total = holes.slice(from, from + 9).reduce((sum, h) => sum + (Number(h?.par) || 0), 0);
  return (
    <div style={{ flex: '1 1 280px', minWidth: 0 }}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: '56px 1fr 1fr',
          gap: 8,
          padding: '6px 8px',
          fontWeight: 600,
          background: token.colorFillQuaternary,
          borderRadius: token.borderRadius,
        }}
      >
        <span>{t('form.hole')}</span>
        <span>{t('form.par')}</span>
        <span>{t('form.strokeIndex')}</span>
      </div>
      {Array.from({ length: 9 }, (_, k) => from + k).map((i) => (
        <div key={i} style={{ display: 'grid', gridTemplateColumns: '56px 1fr 1fr', gap: 8, padding: '4px 8px', alignItems: 'start' }}>
          <span style={{ lineHeight: '32px', fontWeight: 500 }}>{i + 1}</span>
          <Form.Item
            name={['holes', i, 'par']}
            rules={[zodRule(CourseHoleInputSchema.shape.par)]}
            style={{ marginBottom: 0 }}
          >
            <NumberInput min={3} max={6} inputMode="numeric" style={{ width: '100%' }} aria-label={t('form.parOf', { hole: i + 1 })} />
          </Form.Item>
          <Form.Item
            name={['holes', i, 'strokeIndex']}
            rules={[zodRule(CourseHoleInputSchema.shape.strokeIndex), zodFormRule(CourseInputSchema, ['holes', i, 'strokeIndex'], toCourseInput)]}
            style={{ marginBottom: 0 }}
          >
            <NumberInput min={1} max={18} inputMode="numeric" style={{ width: '100%' }} aria-label={t('form.strokeIndexOf', { hole: i + 1 })} />
          </Form.Item>
        </div>
      ))}
      <div style={{ display: 'grid', gridTemplateColumns: '56px 1fr 1fr', gap: 8, padding: '6px 8px', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Text strong data-testid={`par-total-${label}`}>
          {total}
        </Typography.Text>
      </div>
    </div>
  );
}

/** The holes of a course as an editable grid: one nine, or OUT and IN side by side (stacked on a phone). */
export function HoleGrid({ form, holeCount }: { form: FormInstance; holeCount: 9 | 18 }) {
  const { t } = useTranslation('courses');
  const holes = (Form.useWatch('holes', form) as HoleValue[] | undefined) ?? [];
  // rules about the nine as a whole (e.g. a nine's stroke indexes all odd or all even) belong to no single cell
  const parsed = CourseInputSchema.safeParse(toCourseInput({ name: 'x', holeCount, holes, tees: [] }));
  const whole = parsed.success ? undefined : parsed.error.issues.find((i) => i.path.length === 1 && i.path[0] === 'holes');
  return (
    <>
      {whole && <Alert type="warning" showIcon title={translateValidation(issueKey(whole).key)} style={{ marginBottom: 12 }} />}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <Nine form={form} from={0} label={holeCount === 18 ? t('out') : t('total')} />
        {holeCount === 18 && <Nine form={form} from={9} label={t('in')} />}
      </div>
    </>
  );
}
