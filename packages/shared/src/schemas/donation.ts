import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common';

/**
 * Sponsorship of an event (spec §3 "Donate"): money or goods. Contact is required (spec §5:
 * 'please enter contact'); money needs an amount, goods a name and a number.
 */
/** an amount of money: to the cent (a thousandth of a yuan was stored, shown as 0 and exported as 0.005) */
const amount = (error: string, min: 'positive' | 'zero') => {
  const number = z.number({ error });
  return (min === 'positive' ? number.positive({ error }) : number.min(0, { error }))
    .max(100_000_000, { error: 'validation.donation.amountMax' })
    .refine((value) => Number(value.toFixed(2)) === value, { error: 'validation.donation.cents' });
};

const donationFields = z.object({
  title: z.string({ error: 'validation.donation.title' }).trim().min(1, { error: 'validation.donation.title' }).max(100, { error: 'validation.text.max' }),
  content: z.string().trim().max(2000, { error: 'validation.text.max' }).default(''),
  /** the sponsor when not the member who records it: a company, or someone an organiser records it for; empty: the member */
  sponsorName: z.string().trim().max(100, { error: 'validation.text.max' }).default(''),
  /** left out: money when only an amount is given, else goods */
  kind: z.enum(['money', 'goods']).optional(),
  money: amount('validation.donation.money', 'positive').nullish(),
  goods: z.string().trim().max(100, { error: 'validation.text.max' }).nullish(),
  number: z
    .number({ error: 'validation.donation.number' })
    .int({ error: 'validation.donation.number' })
    .min(1, { error: 'validation.donation.number' })
    .max(100000, { error: 'validation.donation.numberMax' })
    .nullish(),
  price: amount('validation.donation.price', 'zero').nullish(),
  image: z.string().max(200).regex(/^(\/api\/uploads\/donations\/[a-f0-9]{32}\.(png|jpg|webp|gif))?$/, { error: 'validation.invalid' }).nullish(),
  contact: z.string({ error: 'validation.donation.contact' }).trim().min(1, { error: 'validation.donation.contact' }).max(100, { error: 'validation.text.max' }),
  implementationDate: z.iso.date({ error: 'validation.date.invalid' }).nullish(),
  declaredAward: z.string().trim().max(100, { error: 'validation.text.max' }).nullish(),
  anonymous: z.boolean().default(false),
});

const kindOf = (d: z.infer<typeof donationFields>): 'money' | 'goods' => d.kind ?? (d.money != null && !d.goods ? 'money' : 'goods');

export const DonationInputSchema = donationFields
  .transform((d) => ({ ...d, kind: kindOf(d) }))
  .superRefine((d, ctx) => {
    if (d.kind === 'money' && d.money == null) ctx.addIssue({ code: 'custom', path: ['money'], message: 'validation.donation.money' });
    if (d.kind === 'goods' && !d.goods) ctx.addIssue({ code: 'custom', path: ['goods'], message: 'validation.donation.goods' });
    if (d.kind === 'goods' && d.number == null) ctx.addIssue({ code: 'custom', path: ['number'], message: 'validation.donation.number' });
  });
export type DonationInput = z.infer<typeof DonationInputSchema>;

export const DonationStatusSchema = z.enum(['pending', 'accepted', 'rejected']);
export type DonationStatus = z.infer<typeof DonationStatusSchema>;

export const RejectDonationSchema = z.object({
  reason: z.string().trim().min(1, { error: 'validation.donation.reason' }).max(500, { error: 'validation.text.max' }),
});

/** One donation. `contact` only for organisers and its member. */
export const DonationSchema = z.object({
  id: IdSchema,
  activityId: IdSchema,
  /** the sponsor's name as shown: `sponsorName`, else the member's; null when anonymous (except for organisers and the sponsor) */
  sponsor: z.string().nullable(),
  /** the name typed for a sponsor other than the member who recorded it ('' when anonymous to the caller) */
  sponsorName: z.string(),
  mine: z.boolean(),
  /** the caller may edit or withdraw it: organisers any, its member while it is pending */
  canEdit: z.boolean(),
  title: z.string(),
  content: z.string(),
  kind: z.enum(['money', 'goods']),
  money: z.number().nullable(),
  goods: z.string(),
  number: z.number().int().nullable(),
  price: z.number().nullable(),
  /** money, or number × price for goods (null when no price) */
  value: z.number().nullable(),
  image: z.string(),
  contact: z.string().nullable(),
  implementationDate: z.string().nullable(),
  declaredAward: z.string(),
  anonymous: z.boolean(),
  status: DonationStatusSchema,
  reason: z.string(),
  /** the prize item made from it, once turned into a prize */
  prizeId: IdSchema.nullable(),
  createdAt: z.string(),
});
export type Donation = z.infer<typeof DonationSchema>;

/** `GET /api/activities/:aid/donations?page=&pageSize=`, oldest first. */
export const DonationListQuerySchema = PageQuerySchema.omit({ keyword: true });
export type DonationListQuery = z.infer<typeof DonationListQuerySchema>;

/**
 * `GET /api/activities/:aid/donations`: organisers see every donation, members the accepted ones
 * (the sponsor list) and their own. `total` counts them all;
 * `totals` sum the accepted ones, of every page.
 */
export const DonationListSchema = z.object({
  list: z.array(DonationSchema),
  total: z.number().int(),
  totals: z.object({ sponsors: z.number().int(), money: z.number(), goodsValue: z.number(), items: z.number().int() }),
  canManage: z.boolean(),
});
export type DonationList = z.infer<typeof DonationListSchema>;
