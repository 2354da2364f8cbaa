import type { HandicapSystemInput } from '@golf/shared/schemas/golf';
import { HANDICAP_TYPES, HOLE_CAPS } from '@golf/shared/schemas/golf-values';
import { Col, Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';

const NAME = 'defaultHandicapSystem';

/** Keeps only the parameters that belong to the chosen system (a switch of type leaves no stale fields behind). */
export function cleanHandicapSystem(system: HandicapSystemInput | undefined): HandicapSystemInput | undefined {
  if (!system?.type) return undefined;
  const keys: Record<string, (keyof HandicapSystemInput)[]> = {
    peoria: ['hiddenCount', 'multiplier', 'factor', 'cap', 'holeCap'],
    callaway: ['cap'],
    whs: ['allowance'],
    fixed: [],
    stableford: ['allowance'],
  };
  const out: Record<string, unknown> = { type: system.type };
  for (const key of keys[system.type] ?? []) if (system[key] !== undefined && system[key] !== null) out[key] = system[key];
  return out as HandicapSystemInput;
}

/** The default handicap system of a group's events: the type and its main parameters. */
export function HandicapSystemFields() {
  const { t } = useTranslation('groups');
  const type = Form.useWatch([NAME, 'type']) as string | undefined;
  const number = { style: { width: '100%' } };
  return (
    <>
      <Form.Item label={t('form.handicapSystem')} name={[NAME, 'type']} extra={type ? t(`handicap.hint.${type}`) : undefined}>
        <Select options={HANDICAP_TYPES.map((value) => ({ value, label: t(`handicap.type.${value}`) }))} />
      </Form.Item>
      {type === 'peoria' && (
        <Row gutter={12}>
          <Col xs={12} md={8}>
            <Form.Item label={t('handicap.hiddenCount')} name={[NAME, 'hiddenCount']}>
              <Select allowClear placeholder="12" options={[6, 9, 12].map((n) => ({ value: n, label: String(n) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={t('handicap.multiplier')} name={[NAME, 'multiplier']}>
              <InputNumber {...number} min={0.1} max={18} step={0.1} placeholder="1.5" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={t('handicap.factor')} name={[NAME, 'factor']}>
              <InputNumber {...number} min={0.1} max={1} step={0.05} placeholder="0.8" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={t('handicap.cap')} name={[NAME, 'cap']}>
              <InputNumber {...number} min={0} max={54} step={1} placeholder="36" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label={t('handicap.holeCap')} name={[NAME, 'holeCap']}>
              <Select options={HOLE_CAPS.map((value) => ({ value, label: t(`handicap.holeCaps.${value}`) }))} />
            </Form.Item>
          </Col>
        </Row>
      )}
      {type === 'callaway' && (
        <Form.Item label={t('handicap.cap')} name={[NAME, 'cap']}>
          <InputNumber style={{ width: 160 }} min={0} max={54} step={1} placeholder="50" />
        </Form.Item>
      )}
      {(type === 'whs' || type === 'stableford') && (
        <Form.Item label={t('handicap.allowance')} name={[NAME, 'allowance']} extra={t('handicap.allowanceHint')}>
          <InputNumber style={{ width: 160 }} min={0.01} max={1} step={0.05} placeholder="0.95" />
        </Form.Item>
      )}
    </>
  );
}
