import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyGroups } from '../../lib/my-groups';

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
      // a filter above a list has no form label: the select names itself (inside a form, the label does)
      aria-label={id ? undefined : t('groupSelect.label')}
      value={value || undefined}
      onChange={(v?: string) => onChange?.(v || undefined)}
      allowClear={allowAll}
      disabled={disabled}
      loading={groups.isPending}
      placeholder={allowAll ? t('groupSelect.allGroups') : t('groupSelect.chooseGroup')}
      style={{ minWidth: 200, maxWidth: '100%' }}
      options={groups.list.map((g) => ({ value: g.id, label: g.name }))}
      // the groups could not be loaded: say so where they would be, with a way to try again (the text typed stays)
      status={groups.isError ? 'error' : undefined}
      notFoundContent={
        groups.isError ? (
          <span role="alert">
            {t('groupSelect.failed')}{' '}
            <Button type="link" size="small" onClick={() => void groups.refetch()}>
              {t('groupSelect.retry')}
            </Button>
          </span>
        ) : organisedOnly && !groups.isPending ? (
          // a member who organises no group finds an empty list: say why, instead of nothing
          <span>{t('groupSelect.noneOrganised')}</span>
        ) : undefined
      }
      data-testid="group-select"
    />
  );
}
