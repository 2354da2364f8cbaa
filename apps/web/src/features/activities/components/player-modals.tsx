import { Alert, Checkbox, Col, Form, Input, Modal, Row, Select } from 'antd';
import { HandicapInput } from '../../../components/number-input';
import { AddGuestPlayerSchema, UpdatePlayerSchema, type Activity, type Player } from '@golf/shared/schemas/activity';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SexChoice } from '../../../components/sex-choice';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { useAddPlayer } from '../api/add-player';
import { useGroupMembers } from '../api/get-group-members';
import { useUpdatePlayer } from '../api/update-player';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useGuardedClose } from '../../../components/use-guarded-close';
import { formatHandicap } from '../../../lib/handicap';
import { useDebouncedState } from '../../../lib/use-debounced-state';
import { SCORE_STATUSES } from '@golf/shared/schemas/activity-values';

const guest = AddGuestPlayerSchema.shape;
const update = UpdatePlayerSchema.shape;

/** Division and team fields, shared by the player forms; divisions offered from the event's list. */
function DivisionTeam({ activity }: { activity: Activity }) {
  const { t } = useTranslation('activities');
  return (
    <>
      <Col xs={12}>
        <Form.Item label={t('players.division')} name="division" rules={[zodRule(update.division)]}>
          {activity.divisions.length ? (
            <Select allowClear options={activity.divisions.map((d) => ({ value: d, label: d }))} />
          ) : (
            <Input maxLength={20} />
          )}
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item label={t('players.team')} name="team" rules={[zodRule(update.team)]}>
          <Input maxLength={20} />
        </Form.Item>
      </Col>
    </>
  );
}

function useSubmit<V, R>(form: ReturnType<typeof Form.useForm<V>>[0], run: (values: V) => Promise<R>, done: () => void, success: string | ((result: R) => string)) {
  const [error, setError] = useState<string | null>(null);
  const submit = useSingleFlight(async (values: V) => {
    setError(null);
    try {
      const result = await run(values);
      feedback.success(typeof success === 'function' ? success(result) : success);
      done();
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : String(e));
    }
  });
  return { error, submit };
}

/** What became of an added player: a place, or the waiting list (the event is full). */
const addedText = (t: TFunction<'activities'>) => (player: Player) =>
  player.status === 'waitlisted' ? t('players.addedWaiting', { name: player.name }) : t('players.added', { name: player.name });

interface AddMemberValues {
  userId?: string;
  division?: string;
  team?: string;
  force?: boolean;
}

/** An organiser enters a member of the event's group (found by name). */
export function AddMemberModal({ activity, players, open, onClose }: { activity: Activity; players: Player[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const [form] = Form.useForm<AddMemberValues>();
  const [keyword, setKeyword] = useDebouncedState('');
  const members = useGroupMembers(activity.groupId, { keyword: keyword || undefined, pageSize: 20 }, open);
  const add = useAddPlayer();
  const entered = new Set(players.filter((p) => p.status !== 'withdrawn').map((p) => p.userId));
  const full = activity.registered >= activity.capacity;
  const [close, holder] = useGuardedClose(form, {}, onClose);
  const { error, submit } = useSubmit(
    form,
    ({ userId, force, ...rest }: AddMemberValues) => add.mutateAsync({ activityId: activity.id, input: { userId: userId ?? '', ...rest, ...(force ? { force } : {}) } }),
    onClose,
    addedText(t),
  );
  return (
    <Modal open={open} title={t('players.addMember')} onCancel={close} onOk={() => form.submit()} okText={t('players.add')} cancelText={t('cancelButton')} okButtonProps={{ loading: add.isPending }} destroyOnHidden>
      {holder}
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => void submit(v)}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Form.Item label={t('players.member')} name="userId" rules={[{ required: true, message: t('players.memberRequired') }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            loading={members.isFetching}
            placeholder={t('players.memberPlaceholder')}
            notFoundContent={members.isError ? members.error.message : t('players.noMember')}
            options={(members.data?.list ?? []).map((m) => ({
              value: m.userId,
              label: `${m.nickname} (${m.username})${m.handicap !== null ? ` · ${formatHandicap(m.handicap)}` : ''}`,
              disabled: entered.has(m.userId),
            }))}
          />
        </Form.Item>
        <Row gutter={12}>
          <DivisionTeam activity={activity} />
        </Row>
        {full && (
          <Form.Item name="force" valuePropName="checked" extra={t('players.forceHint')}>
            <Checkbox>{t('players.force')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

interface GuestValues {
  name?: string;
  sex?: 'M' | 'F';
  handicap?: number | null;
  contact?: string;
  division?: string;
  team?: string;
  hostUserId?: string;
  force?: boolean;
}

/** A member entered in the event, who may bring a guest. */
export interface GuestHost {
  userId: string;
  name: string;
}

/** The member who brings a guest (auto-assign keeps them together): optional, any member entered in the event. */
function HostField({ hosts }: { hosts: GuestHost[] }) {
  const { t } = useTranslation('activities');
  if (hosts.length === 0) return null;
  return (
    <Col span={24}>
      <Form.Item label={t('players.host')} name="hostUserId" extra={t('players.hostHint')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('players.hostNone')}
          options={hosts.map((h) => ({ value: h.userId, label: h.name }))}
          data-testid="guest-host"
        />
      </Form.Item>
    </Col>
  );
}

/** An organiser enters a guest (not a member): name, sex, handicap, contact, and the member who brings them, if any. */
export function AddGuestModal({ activity, hosts, open, onClose }: { activity: Activity; hosts: GuestHost[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const [form] = Form.useForm<GuestValues>();
  const add = useAddPlayer();
  const full = activity.registered >= activity.capacity;
  const [close, holder] = useGuardedClose(form, {}, onClose);
  const { error, submit } = useSubmit(
    form,
    ({ force, ...v }: GuestValues) =>
      add.mutateAsync({
        activityId: activity.id,
        input: { name: v.name ?? '', sex: v.sex ?? 'M', handicap: v.handicap ?? null, contact: v.contact, division: v.division, team: v.team, ...(v.hostUserId ? { hostUserId: v.hostUserId } : {}), ...(force ? { force } : {}) },
      }),
    onClose,
    addedText(t),
  );
  return (
    <Modal open={open} title={t('players.addGuest')} onCancel={close} onOk={() => form.submit()} okText={t('players.add')} cancelText={t('cancelButton')} okButtonProps={{ loading: add.isPending }} destroyOnHidden>
      {holder}
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => void submit(v)}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('players.name')} name="name" required rules={[zodRule(guest.name)]}>
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('players.sex')} name="sex" rules={[{ required: true, message: t('players.sexRequired') }]}>
              <SexChoice ns="activities" aria-label={t('players.sex')} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item label={t('players.handicap')} name="handicap" rules={[zodRule(guest.handicap)]} extra={t('players.handicapPlus')}>
              <HandicapInput inputMode="decimal" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item label={t('players.contact')} name="contact" rules={[zodRule(guest.contact)]}>
              <Input maxLength={100} inputMode="tel" />
            </Form.Item>
          </Col>
          <DivisionTeam activity={activity} />
          <HostField hosts={hosts} />
        </Row>
        {full && (
          <Form.Item name="force" valuePropName="checked" extra={t('players.forceHint')}>
            <Checkbox>{t('players.force')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

interface EditValues {
  name?: string;
  sex?: 'M' | 'F' | null;
  handicap?: number | null;
  division?: string;
  team?: string;
  contact?: string;
  remark?: string;
  hostUserId?: string;
  scoreStatus?: Player['scoreStatus'];
}

/** An organiser corrects a player: sex, handicap, division, team (and a guest's name and contact), the memo. */
export function EditPlayerModal({ activity, hosts, player, onClose }: { activity: Activity; hosts: GuestHost[]; player: Player | null; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const [form] = Form.useForm<EditValues>();
  const save = useUpdatePlayer();
  // from the close of sign-up on, a player with a place can be marked withdrawn, without a card or disqualified: listed
  // in the results, not ranked (the finish confirmation names the cards not complete)
  const scoring = Boolean(player && player.status === 'registered' && ['closed', 'playing', 'finished'].includes(activity.status));
  // the host as the field can show it: one of the members entered (an old guest's host, the organiser who entered them,
  // may be none of them: the field then starts empty and the host is only changed if the organiser picks one)
  const shownHost = player?.hostUserId && hosts.some((h) => h.userId === player.hostUserId) ? player.hostUserId : undefined;
  const initialValues = player
    ? {
        sex: player.sex,
        handicap: player.handicap,
        division: player.division,
        team: player.team,
        remark: player.remark ?? '',
        ...(player.isGuest ? { name: player.name, contact: player.contact ?? '', hostUserId: shownHost } : {}),
        ...(scoring ? { scoreStatus: player.scoreStatus ?? 'ok' } : {}),
      }
    : {};
  const [close, holder] = useGuardedClose(form, initialValues, onClose);
  const { error, submit } = useSubmit(
    form,
    (values: EditValues) =>
      save.mutateAsync({
        activityId: activity.id,
        playerId: player!.id,
        // the host only when the field was changed (a host cleared, which antd leaves undefined, is nobody)
        changes: {
          ...values,
          hostUserId: undefined,
          handicap: values.handicap ?? null,
          ...(player?.isGuest && hosts.length > 0 && values.hostUserId !== shownHost ? { hostUserId: values.hostUserId ?? null } : {}),
        },
      }),
    onClose,
    t('players.updated'),
  );
  return (
    <Modal open={Boolean(player)} title={t('players.editTitle', { name: player?.name ?? '' })} onCancel={close} onOk={() => form.submit()} okText={t('players.save')} cancelText={t('cancelButton')} okButtonProps={{ loading: save.isPending }} destroyOnHidden>
      {holder}
      {player && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={initialValues}
          onFinish={(v) => void submit(v)}
        >
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
          <Row gutter={12}>
            {player.isGuest && (
              <>
                <Col xs={12}>
                  <Form.Item label={t('players.name')} name="name" required rules={[zodRule(update.name)]}>
                    <Input maxLength={32} />
                  </Form.Item>
                </Col>
                <Col xs={12}>
                  <Form.Item label={t('players.contact')} name="contact" rules={[zodRule(update.contact)]}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
              </>
            )}
            <Col xs={12}>
              <Form.Item label={t('players.sex')} name="sex">
                <SexChoice ns="activities" aria-label={t('players.sex')} />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item label={t('players.handicap')} name="handicap" rules={[zodRule(update.handicap)]} extra={t('players.handicapPlus')}>
                <HandicapInput inputMode="decimal" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <DivisionTeam activity={activity} />
            {player.isGuest && <HostField hosts={hosts} />}
            {scoring && (
              <Col span={24}>
                <Form.Item label={t('players.scoreStatus')} name="scoreStatus" extra={t('players.scoreStatusHint')}>
                  <Select options={SCORE_STATUSES.map((value) => ({ value, label: t(`players.scoreStatuses.${value}`) }))} />
                </Form.Item>
              </Col>
            )}
            <Col span={24}>
              <Form.Item label={t('players.remark')} name="remark" rules={[zodRule(update.remark)]}>
                <Input.TextArea rows={2} maxLength={200} showCount />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </Modal>
  );
}
