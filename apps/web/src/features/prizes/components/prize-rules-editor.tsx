import { AppstoreAddOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Select, Space, Table, Tooltip, Typography } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { PRIZE_TEMPLATE_NAMES } from '@golf/shared/golf/prize-templates';
import type { PrizeBoard, PrizeRuleItem } from '@golf/shared/schemas/prize';
import { MAX_SKILL_DISTANCE } from '@golf/shared/schemas/prize-limits';
import { issueKey } from '@golf/shared/zod-i18n';
import { lazy, Suspense, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useDialogTarget } from '../../../lib/use-dialog-target';
import { feedback } from '../../../lib/feedback';
import { translateValidation } from '../../../lib/i18n';
import { useLoadedSchema } from '../../../lib/zod-rule';
import { useScreens } from '../../../lib/use-screens';
import { usePlayers } from '../../activities/api/get-players';
import { useApplyPrizeTemplate } from '../api/apply-prize-template';
import { useAwards } from '../api/get-awards';
import { useListFormat } from '../../../lib/use-list-format';
import { useConfirm } from '../../../lib/use-confirm';
import { useDeletePrizeRule } from '../api/delete-prize-rule';
import { useSetRuleWinner } from '../api/set-rule-winner';
import { skillDistanceSchema } from './lazy-schemas';
import { ruleLabel, SKILL_TYPES } from './prize-format';

// the rule dialog (a form, the allocation preview) is loaded when an organiser first adds or edits a rule
const PrizeRuleModal = lazy(() => import('./prize-rule-modal').then((m) => ({ default: m.PrizeRuleModal })));

/** The message of an invalid distance (the shared rule the server applies), or null (also while the rule loads). */
function distanceError(schema: z.ZodType | null, value: number | null): string | null {
  if (value == null || !schema) return null;
  const result = schema.safeParse(value);
  if (result.success) return null;
  const { key, params } = issueKey(result.error.issues[0]);
  return translateValidation(key, params);
}

/** The recorded nearest-the-pin / longest-drive winner, chosen among the players, and the distance in metres (saved on leaving the field). */
function WinnerSelect({ activityId, rule, disabled }: { activityId: string; rule: PrizeRuleItem; disabled: boolean }) {
  const { t } = useTranslation('prizes');
  const players = usePlayers(activityId);
  const setWinner = useSetRuleWinner();
  const [distance, setDistance] = useState<number | null>(rule.winnerDistance);
  const [typing, setTyping] = useState(false);
  const distanceSchema = useLoadedSchema(skillDistanceSchema);
  const shown = typing ? distance : rule.winnerDistance;
  const invalid = typing ? distanceError(distanceSchema, distance) : null;
  const saveDistance = () => {
    if (!typing || invalid || !rule.winnerPid || distance === rule.winnerDistance) return setTyping(Boolean(invalid));
    void setWinner
      .mutateAsync({ activityId, ruleId: rule.id, pid: rule.winnerPid, distance })
      .then(() => {
        setTyping(false);
        feedback.success(t('rules.distanceSaved'));
      })
      .catch(() => undefined);
  };
  return (
    <Space size={4} wrap>
      <Select
        size="small"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 150 }}
        disabled={disabled}
        loading={players.isLoading || setWinner.isPending}
        placeholder={t('rules.noWinner')}
        value={rule.winnerPid ?? undefined}
        aria-label={t('rules.winner')}
        options={(players.data?.list ?? [])
          // a rule narrowed to a sex or division is won by one of its players (the server refuses others)
          .filter((p) => p.status === 'registered' && (!rule.sex || p.sex === rule.sex) && (!rule.division || p.division === rule.division))
          .map((p) => ({ value: p.id, label: p.name }))}
        onChange={(pid: string | undefined) =>
          void setWinner
            .mutateAsync({ activityId, ruleId: rule.id, pid: pid ?? null })
            .then(() => {
              setTyping(false);
              feedback.success(t('rules.winnerSaved'));
            })
            // the request's own toast has said what went wrong
            .catch(() => undefined)
        }
      />
      <Tooltip title={invalid ?? (rule.winnerPid ? t('rules.distanceHint') : t('rules.distanceNeedsWinner'))} open={invalid ? true : undefined}>
        <NumberInput<number>
          clamp
          size="small"
          style={{ width: 116 }}
          min={0}
          max={MAX_SKILL_DISTANCE}
          step={0.01}
          precision={2}
          inputMode="decimal"
          suffix="m"
          status={invalid ? 'error' : undefined}
          disabled={disabled || !rule.winnerPid}
          aria-label={t('rules.distance')}
          value={shown}
          onChange={(value) => {
            setTyping(true);
            setDistance(value);
          }}
          onBlur={saveDistance}
          onPressEnter={saveDistance}
        />
      </Tooltip>
    </Space>
  );
}

/** Who wins what: the rules in presentation order, with their prize; organisers add, edit, delete and record skill winners. */
export function PrizeRulesEditor({ activityId, board, canManage }: { activityId: string; board: PrizeBoard; canManage: boolean }) {
  const { t } = useTranslation('prizes');
  const editing = useDialogTarget<PrizeRuleItem | 'new'>();
  const remove = useDeletePrizeRule();
  const template = useApplyPrizeTemplate();
  const [confirm, confirmHolder] = useConfirm();
  const apply = (key: (typeof PRIZE_TEMPLATE_NAMES)[number]) =>
    void template
      .mutateAsync({ activityId, template: key })
      .then(() => feedback.success(t('templates.applied')))
      .catch(() => undefined);
  // a template adds its own items and rules: over rules already there (or a second click) it would set them twice
  const chooseTemplate = (key: (typeof PRIZE_TEMPLATE_NAMES)[number]) =>
    board.rules.length === 0
      ? apply(key)
      : confirm({
          title: t('templates.confirmTitle', { template: t(`templates.${key}`) }),
          content: t('templates.confirmText', { count: board.rules.length }),
          okText: t('templates.confirmOk'),
          cancelText: t('templates.confirmCancel'),
          onOk: () => apply(key),
        });
  const prizeOf = new Map(board.list.map((p) => [p.id, p]));
  // who the results give each rule to, once the awards name them (to members only after the finish)
  const awards = useAwards(activityId);
  const listOf = useListFormat();
  const winnersOf = new Map<string, string[]>();
  for (const line of awards.data?.list ?? []) if (line.pid) winnersOf.set(line.ruleId, [...(winnersOf.get(line.ruleId) ?? []), line.name]);
  const phone = !useScreens().md;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {canManage && (
        <Space wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => editing.show('new')} disabled={board.list.length === 0}>
            {t('rules.add')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: PRIZE_TEMPLATE_NAMES.map((key) => ({ key, label: t(`templates.${key}`) })),
              onClick: ({ key }) => chooseTemplate(key as (typeof PRIZE_TEMPLATE_NAMES)[number]),
            }}
          >
            <Button icon={<AppstoreAddOutlined />} loading={template.isPending} data-testid="apply-template">
              {t('templates.button')}
            </Button>
          </Dropdown>
          {board.list.length === 0 && <Typography.Text type="secondary">{t('rules.addPrizeFirstOrTemplate')}</Typography.Text>}
          {confirmHolder}
        </Space>
      )}
      <Table<PrizeRuleItem>
        rowKey="id"
        size="small"
        pagination={false}
        className="one-line-headers"
        scroll={{ x: 'max-content' }}
        dataSource={board.rules}
        locale={{ emptyText: t('rules.empty') }}
        columns={[
          // on a phone the table scrolls sideways: the order goes into the award's cell, which stays in view on the left
          ...(phone ? [] : [{ title: t('rules.order'), dataIndex: 'order', width: 60 }]),
          {
            title: t('rules.award'),
            key: 'label',
            ...(phone ? { fixed: 'left' as const, width: 120 } : {}),
            render: (_: unknown, r: PrizeRuleItem) => (
              <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                {phone ? `${r.order} · ` : ''}
                {ruleLabel(t, r)}
              </Typography.Text>
            ),
          },
          {
            title: t('rules.who'),
            key: 'who',
            render: (_: unknown, r) => [r.sex ? t(`sex.${r.sex}`) : null, r.division].filter(Boolean).join(' · ') || '–',
          },
          {
            title: t('rules.prize'),
            key: 'prize',
            render: (_: unknown, r) => `${prizeOf.get(r.prizeId)?.name ?? '?'} × ${r.num}`,
          },
          {
            title: t('rules.winner'),
            key: 'winner',
            render: (_: unknown, r) =>
              SKILL_TYPES.includes(r.type) ? (
                <WinnerSelect activityId={activityId} rule={r} disabled={!canManage} />
              ) : winnersOf.has(r.id) ? (
                <span data-testid="rule-winners">{listOf(winnersOf.get(r.id)!)}</span>
              ) : (
                <Typography.Text type="secondary">{t('rules.byResults')}</Typography.Text>
              ),
          },
          ...(canManage
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  // in reach on a phone
                  ...(phone ? { fixed: 'right' as const, width: 88 } : {}),
                  render: (_: unknown, r: PrizeRuleItem) => (
                    <Space size={0}>
                      <Tooltip title={t('rules.edit')}>
                        <Button type="text" icon={<EditOutlined />} aria-label={t('rules.edit')} onClick={() => editing.show(r)} />
                      </Tooltip>
                      <Popconfirm
                        title={t('rules.deleteConfirm')}
                        okText={t('delete')}
                        cancelText={t('cancel')}
                        onConfirm={() => remove.mutateAsync({ activityId, ruleId: r.id }).then(() => feedback.success(t('rules.deleted')))}
                      >
                        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete')} />
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing.target !== undefined && (
        <Suspense fallback={null}>
          <PrizeRuleModal key={editing.key} {...editing.props} activityId={activityId} board={board} rule={editing.target} />
        </Suspense>
      )}
    </Space>
  );
}
