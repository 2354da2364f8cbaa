import { Alert, Col, Form, Input, Modal, Row, Select } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { allocatePrizes } from '@golf/shared/golf/prize-allocation';
import { PRIZE_RULE_TYPES, type PrizeRuleType } from '@golf/shared/golf/prize-types';
import { PrizeRuleSchema, type PrizeBoard, type PrizeRuleInput, type PrizeRuleItem } from '@golf/shared/schemas/prize';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '../../../lib/use-dialog-target';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodFormRule } from '../../../lib/zod-rule';
import { useCreatePrizeRule } from '../api/create-prize-rule';
import { useUpdatePrizeRule } from '../api/update-prize-rule';
import { HOLE_TYPES } from './prize-format';
import { useGuardedClose } from '../../../components/use-guarded-close';

interface RuleValues {
  type: PrizeRuleType;
  ranking: number;
  order: number;
  sex?: 'M' | 'F' | null;
  division?: string | null;
  hole?: number | null;
  prizeId: string;
  num: number;
}

const toInput = (v: Partial<RuleValues>) => ({
  ...v,
  sex: v.sex ?? null,
  division: v.division ? v.division : null,
  hole: v.hole ?? null,
});

/**
 * Adds or edits a prize rule. The prize select shows each prize's remainder, and the allocation is
 * checked as the user types with the same shared helper the server uses.
 */
export function PrizeRuleModal({ open, onClose, afterClose, activityId, board, rule }: DialogProps & { activityId: string; board: PrizeBoard; rule: PrizeRuleItem | 'new' }) {
  const { t } = useTranslation('prizes');
  const [form] = Form.useForm<RuleValues>();
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePrizeRule();
  const update = useUpdatePrizeRule();
  const editing = rule === 'new' ? null : rule;
  const type = Form.useWatch('type', form);

  // the board with this rule as typed: the same numbers the server will compute
  const allocationRule = {
    validator: async () => {
      const typed = form.getFieldsValue(['prizeId', 'num', 'type', 'ranking', 'sex']) as Pick<RuleValues, 'prizeId' | 'num' | 'type' | 'ranking' | 'sex'>;
      const { prizeId, num } = typed;
      if (!prizeId || !num) return;
      const others = board.rules.filter((r) => r.id !== editing?.id);
      // a lucky draw of 3 takes 3 × num of its prize, best by sex for both sexes 2 × num (ruleWinners)
      const after = allocatePrizes(board.list, [...others, { ...typed, id: 'typed' }]).find((a) => a.prizeId === prizeId);
      if (!after || after.remainder >= 0) return;
      // said as the choice being made (this rule needs more than is left), not as the quantity edit the spec's message is for
      const before = allocatePrizes(board.list, others).find((a) => a.prizeId === prizeId);
      const left = Math.max(0, after.num - (before?.allocated ?? 0));
      throw new Error(left === 0 ? t('rules.noneLeft', { prize: after.name }) : t('rules.notEnough', { prize: after.name, count: left, needs: after.allocated - (before?.allocated ?? 0) }));
    },
  };

  const finish = async (values: RuleValues) => {
    setError(null);
    const input = toInput(values) as PrizeRuleInput;
    try {
      if (editing) await update.mutateAsync({ activityId, ruleId: editing.id, changes: input });
      else await create.mutateAsync({ activityId, input });
      feedback.success(t('rules.saved'));
      onClose();
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : String(e));
    }
  };
  const fieldRule = (path: string) => zodFormRule<RuleValues>(PrizeRuleSchema, [path], toInput);
  const nextOrder = Math.max(0, ...board.rules.map((r) => r.order)) + 1;
  const initialValues = editing
    ? { ...editing, sex: editing.sex ?? undefined, division: editing.division ?? undefined, hole: editing.hole ?? undefined }
    : { type: 'rankNet' as const, ranking: 1, order: nextOrder, num: 1, prizeId: board.list.find((p) => p.status === 'ok')?.id };
  const [close, holder] = useGuardedClose(form, initialValues, onClose);

  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={t(editing ? 'rules.edit' : 'rules.add')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      onCancel={close}
      destroyOnHidden
    >
      {holder}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(v) => void finish(v)}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Form.Item name="type" label={t('rules.type')} extra={type ? t(`typeHint.${type}`) : undefined}>
          <Select options={PRIZE_RULE_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={12} sm={8}>
            <Form.Item name="ranking" label={t('rules.ranking')} rules={[fieldRule('ranking')]} dependencies={['type']}>
              <NumberInput min={1} max={1000} inputMode="numeric" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="order" label={t('rules.order')} rules={[fieldRule('order')]}>
              <NumberInput min={0} max={10000} inputMode="numeric" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="hole" label={t('rules.hole')} rules={[fieldRule('hole')]} dependencies={['type']} hidden={!HOLE_TYPES.includes(type)}>
              <NumberInput min={1} max={18} inputMode="numeric" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="sex" label={t('rules.sex')}>
              <Select
                allowClear
                placeholder={t('rules.any')}
                options={[
                  { value: 'M', label: t('sex.M') },
                  { value: 'F', label: t('sex.F') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="division" label={t('rules.division')} rules={[fieldRule('division')]}>
              <Input maxLength={40} placeholder={t('rules.any')} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} sm={16}>
            <Form.Item name="prizeId" label={t('rules.prize')} rules={[{ required: true, message: t('rules.prizeRequired') }, allocationRule]} dependencies={['num', 'type', 'ranking', 'sex']}>
              <Select
                notFoundContent={t('rules.noPrizes')}
                options={board.list.map((p) => ({
                  value: p.id,
                  disabled: p.status === 'over',
                  label: `${p.name} · ${p.status === 'full' ? t('items.full') : t('rules.left', { count: p.remainder })}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="num" label={t('rules.num')} rules={[fieldRule('num')]}>
              <NumberInput min={1} max={10000} inputMode="numeric" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
