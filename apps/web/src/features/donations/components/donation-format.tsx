import { Tag } from 'antd';
import type { Donation } from '@golf/shared/schemas/donation';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export const formatAmount = (value: number | null | undefined, language: string) =>
  value == null ? '–' : new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

/** "Pro V1 dozen × 4" or the amount of money. */
export function donationItem(t: TFunction, d: Donation, language: string): string {
  return d.kind === 'money' ? t('item.money', { amount: formatAmount(d.money, language) }) : t('item.goods', { goods: d.goods, number: d.number ?? 1 });
}

const COLORS = { pending: 'blue', accepted: 'green', rejected: 'red' } as const;

export function DonationStatusTag({ status }: { status: Donation['status'] }) {
  const { t } = useTranslation('donations');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
