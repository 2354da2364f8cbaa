import type { HandicapSystemInput, TieBreak } from '@golf/shared/schemas/golf';
import { COUNTBACK_MODES, HANDICAP_TYPES, HOLE_CAPS, RANK_BYS } from '@golf/shared/schemas/golf-values';
import { Col, Form, Row, Select } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { useTranslation } from 'react-i18next';

const NAME = 'defaultHandicapSystem';

/** Keeps only the parameters that belong to the chosen system (a switch of type leaves no stale fields behind). */
export function cleanHandicapSystem(system: HandicapSystemInput | undefined): HandicapSystemInput | undefined {
  if (!system?.type) return undefined;
  const keys: Record<string, (keyof HandicapSystemInput)[]> = {
    peoria: ['hiddenCount', 'multiplier', 'factor', 'cap', 'holeCap', 'rankBy', 'tieBreak', 'countback'],
    callaway: ['cap', 'rankBy', 'tieBreak', 'countback'],
    whs: ['allowance', 'rankBy', 'tieBreak', 'countback'],
    fixed: ['rankBy', 'tieBreak', 'countback'],
    // Stableford ranks and counts back on points
    stableford: ['allowance', 'tieBreak'],
  };
  const out: Record<string, unknown> = { type: system.type };
  for (const key of keys[system.type] ?? []) if (system[key] !== undefined && system[key] !== null) out[key] = system[key];
  return out as HandicapSystemInput;
}

/**
 * The tie-break chains offered (the engine takes any order of its links): the value is the chain joined by commas.
 * The first is the engine's default.
 */
export const TIE_BREAK_CHAINS: Record<string, TieBreak[]> = {
  default: ['handicap', 'age', 'countback', 'shared'],
  countbackFirst: ['countback', 'handicap', 'age', 'shared'],
  countback: ['countback', 'shared'],
  shared: ['shared'],
};
const chainKey = (chain: readonly string[] | undefined) =>
  chain ? (Object.keys(TIE_BREAK_CHAINS).find((key) => TIE_BREAK_CHAINS[key].join() === chain.join()) ?? chain.join()) : undefined;

/** The default handicap system of a group's events: the type, its main parameters and how ties are broken. */
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
              <NumberInput clamp {...number} min={0.1} max={18} step={0.1} placeholder="1.5" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={t('handicap.factor')} name={[NAME, 'factor']}>
              <NumberInput clamp {...number} min={0.1} max={1} step={0.05} placeholder="0.8" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={t('handicap.cap')} name={[NAME, 'cap']}>
              <NumberInput clamp {...number} min={0} max={54} step={1} placeholder="36" />
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
          <NumberInput clamp style={{ width: 160 }} min={0} max={54} step={1} placeholder="50" />
        </Form.Item>
      )}
      {(type === 'whs' || type === 'stableford') && (
        <Form.Item label={t('handicap.allowance')} name={[NAME, 'allowance']} extra={t('handicap.allowanceHint')}>
          <NumberInput clamp style={{ width: 160 }} min={0.01} max={1} step={0.05} placeholder="0.95" />
        </Form.Item>
      )}
      {type && type !== 'stableford' && (
        <Form.Item label={t('handicap.rankBy')} name={[NAME, 'rankBy']} extra={t('handicap.rankByHint')}>
          <Select allowClear placeholder={t('handicap.rankBys.net')} options={RANK_BYS.map((value) => ({ value, label: t(`handicap.rankBys.${value}`) }))} />
        </Form.Item>
      )}
      {type && (
        <Row gutter={12}>
          <Col xs={24} md={16}>
            <Form.Item
              label={t('handicap.tieBreak')}
              name={[NAME, 'tieBreak']}
              getValueProps={(chain?: string[]) => ({ value: chainKey(chain) })}
              normalize={(key?: string) => (key ? TIE_BREAK_CHAINS[key] : undefined)}
            >
              <Select allowClear placeholder={t('handicap.tieBreaks.default')} options={Object.keys(TIE_BREAK_CHAINS).map((key) => ({ value: key, label: t(`handicap.tieBreaks.${key}`) }))} />
            </Form.Item>
          </Col>
          {type !== 'stableford' && (
            <Col xs={24} md={8}>
              <Form.Item label={t('handicap.countback')} name={[NAME, 'countback']} extra={t('handicap.countbackHint')}>
                <Select allowClear placeholder={t('handicap.countbacks.net')} options={COUNTBACK_MODES.map((value) => ({ value, label: t(`handicap.countbacks.${value}`) }))} />
              </Form.Item>
            </Col>
          )}
        </Row>
      )}
    </>
  );
}
