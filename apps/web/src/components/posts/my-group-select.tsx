import type { Group } from '@golf/shared/schemas/group';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGroups } from '../../features/groups/api/get-groups';

/** My groups (as member or organiser); `organisedOnly` keeps the ones I run. */
export function useMyGroups(organisedOnly = false) {
  const groups = useGroups({ mine: true, pageSize: 100 });
  const list: Group[] = (groups.data?.list ?? []).filter((g) => !organisedOnly || g.myRole === 'owner' || g.myRole === 'organiser');
  return { ...groups, list };
}

/** A select of my groups; empty value = all of them (when `allowAll`). */
export function MyGroupSelect({
  value,
  onChange,
  organisedOnly = false,
  allowAll = false,
  disabled = false,
  id,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  organisedOnly?: boolean;
  allowAll?: boolean;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation('posts');
  const groups = useMyGroups(organisedOnly);
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(v?: string) => onChange?.(v || undefined)}
      allowClear={allowAll}
      disabled={disabled}
      loading={groups.isPending}
      placeholder={allowAll ? t('groupSelect.allGroups') : t('groupSelect.chooseGroup')}
      style={{ minWidth: 200, maxWidth: '100%' }}
      options={groups.list.map((g) => ({ value: g.id, label: g.name }))}
      data-testid="group-select"
    />
  );
}
