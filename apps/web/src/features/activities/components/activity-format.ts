import type { Activity, ActivitySummary } from '@golf/shared/schemas/activity';
import dayjs from 'dayjs';
import { linkFor } from '../../../lib/paths';

type Dated = Pick<ActivitySummary, 'days' | 'teeOffTime'>;

/** The event day(s) in the UI language: "Sat, 14 June 2025" or a list for several days. */
export function formatDays(activity: Pick<ActivitySummary, 'days'>, language: string): string {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
  return activity.days.map((d) => format.format(dayjs(d).toDate())).join(' · ');
}

/** A day ('YYYY-MM-DD') in a line of text, in the UI language: "Tue, Nov 24", "11月24日周二", "11月24日(火)". */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric' }).format(dayjs(day).toDate());
}

/** A short date for cards: "14 Jun" (+ "+2" for further days). */
export function formatShortDay(day: string, language: string): { month: string; day: string; weekday: string } {
  const date = dayjs(day).toDate();
  return {
    month: new Intl.DateTimeFormat(language, { month: 'short' }).format(date),
    day: new Intl.DateTimeFormat(language, { day: 'numeric' }).format(date),
    weekday: new Intl.DateTimeFormat(language, { weekday: 'short' }).format(date),
  };
}

/** A deadline (ISO with offset) in the viewer's clock, on the 24-hour clock of the tee times beside it ("18:00", not "06:00 PM"). */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

export function teeOff(activity: Dated): string {
  return activity.teeOffTime;
}

/** A map search for the address (or the place); for zh-CN also Amap, which works in mainland China. */
export function mapLinks(activity: Pick<Activity, 'address' | 'place'>, language: string): { google: string; amap?: string } | null {
  const query = [activity.place, activity.address].filter(Boolean).join(' ').trim();
  if (!query) return null;
  const q = encodeURIComponent(query);
  return {
    google: `https://www.google.com/maps/search/?api=1&query=${q}`,
    ...(language === 'zh-CN' ? { amap: `https://uri.amap.com/search?keyword=${q}` } : {}),
  };
}

/** The new-event page making a copy of an event (on a day the organiser picks). */
export const copyPath = (activityId: string) => `/activity/create?from=${activityId}`;

/** The public link of an event: opens without login. */
export function shareUrl(activityId: string, language: string): string {
  return linkFor(`/share/activity/${activityId}`, language);
}

export const DETAIL_PATH = '/dashboard/activity/detail';
export const detailPath = (id: string) => `${DETAIL_PATH}?id=${id}`;
export const playersPath = (id: string) => `/dashboard/activity/player?id=${id}`;
export const managePath = (id: string, tab?: string) => `/activity/register?id=${id}${tab ? `&tab=${tab}` : ''}`;
