import type { Activity, ActivityInput, ActivityType } from '@golf/shared/schemas/activity';
import type { HandicapSystemInput, HandicapType, RankBy } from '@golf/shared/schemas/golf';
import dayjs, { type Dayjs } from 'dayjs';

/** The event form's values (dates as dayjs); `toActivityInput` turns them into the API body. */
export interface ActivityFormValues {
  groupId?: string;
  title?: string;
  type: ActivityType;
  days?: Dayjs[];
  teeOffTime?: Dayjs | null;
  regtime?: Dayjs | null;
  starttime?: Dayjs | null;
  place?: string;
  address?: string;
  contact?: string;
  capacity?: number | null;
  description?: string;
  courseIds: string[];
  handicapType?: HandicapType;
  /** WHS and Stableford: the tee sets men and women play (names; empty: the course's only one) */
  teeM?: string | null;
  teeF?: string | null;
  /** New Peoria: the hidden holes the organiser chose (empty: drawn at the first score) */
  hiddenHoles?: number[];
  /** what ranks the field (not for Stableford, which ranks by points); unset: the group's default (net) */
  rankBy?: RankBy;
  divisions: string[];
  teamEnabled: boolean;
  teamSize?: number | null;
  teamMode: 'sum' | 'mean';
  voteEnabled: boolean;
  public: boolean;
}

/** 'HH:mm' as a dayjs of today (for the time picker). */
const clock = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return dayjs().hour(h || 0).minute(m || 0).second(0).millisecond(0);
};

/** Deadlines carry the organiser's own offset (the schema compares them on that wall clock). */
const instant = (d: Dayjs | null | undefined) => (d ? d.second(0).millisecond(0).format() : undefined);

/** Handicap systems that count the course's tee (course rating and slope). */
export const TEED_SYSTEMS: readonly HandicapType[] = ['whs', 'stableford'];

/**
 * The handicap system to send: the base (the event's own, or the group's default for a new event) with the type, the
 * tees and the hidden holes of the form, or nothing when none changed (the server keeps what it has).
 */
function handicapSystemOf(v: ActivityFormValues, base?: HandicapSystemInput): HandicapSystemInput | undefined {
  const type = v.handicapType ?? base?.type ?? 'peoria';
  const teed = TEED_SYSTEMS.includes(type);
  const tees = { ...(teed && v.teeM ? { M: v.teeM } : {}), ...(teed && v.teeF ? { F: v.teeF } : {}) };
  const sameTees = (tees.M ?? '') === (base?.tees?.M ?? '') && (tees.F ?? '') === (base?.tees?.F ?? '');
  const hiddenHoles = type === 'peoria' && v.hiddenHoles?.length ? [...v.hiddenHoles].sort((a, b) => a - b) : undefined;
  const sameHidden = (hiddenHoles ?? []).join() === (base?.hiddenHoles ?? []).join();
  // Stableford ranks by its points whatever is set; the others by what the organiser chose, else the base's
  const rankBy = type === 'stableford' ? undefined : (v.rankBy ?? base?.rankBy);
  const sameRank = (rankBy ?? 'net') === (base?.rankBy ?? 'net') || type === 'stableford';
  if (type === (base?.type ?? 'peoria') && sameTees && sameHidden && sameRank) return undefined;
  const { tees: _tees, hiddenHoles: _hidden, rankBy: _rankBy, ...rest } = base ?? {};
  return { ...rest, type, ...(tees.M || tees.F ? { tees } : {}), ...(hiddenHoles ? { hiddenHoles } : {}), ...(rankBy ? { rankBy } : {}) };
}

export function toActivityInput(v: ActivityFormValues, baseHandicap?: HandicapSystemInput): ActivityInput {
  const days = [...(v.days ?? [])].map((d) => d.format('YYYY-MM-DD')).sort();
  const handicapSystem = handicapSystemOf(v, baseHandicap);
  return {
    groupId: v.groupId ?? '',
    title: v.title ?? '',
    type: v.type,
    days,
    teeOffTime: v.teeOffTime ? v.teeOffTime.format('HH:mm') : '08:00',
    regtime: instant(v.regtime) ?? '',
    starttime: v.voteEnabled ? (instant(v.starttime) ?? null) : null,
    place: v.place ?? '',
    address: v.address ?? '',
    contact: v.contact ?? '',
    capacity: v.capacity as number,
    description: v.description ?? '',
    courseIds: v.courseIds ?? [],
    ...(handicapSystem ? { handicapSystem } : {}),
    divisions: v.divisions ?? [],
    team: { enabled: v.teamEnabled, size: v.teamSize ?? 2, mode: v.teamMode },
    vote: { enabled: v.voteEnabled },
    public: v.public,
  };
}

export function newActivityValues(groupId?: string): ActivityFormValues {
  return {
    groupId,
    type: 'stroke',
    teeOffTime: clock('08:00'),
    capacity: 40,
    courseIds: [],
    divisions: [],
    teamEnabled: false,
    teamSize: 2,
    teamMode: 'sum',
    voteEnabled: false,
    public: false,
    description: '',
  };
}

export function activityFormValues(a: Activity): ActivityFormValues {
  return {
    groupId: a.groupId,
    title: a.title,
    type: a.type,
    days: a.days.map((d) => dayjs(d)),
    teeOffTime: clock(a.teeOffTime),
    // to the minute, as the pickers show them and a save sends them (an event made through the API may have seconds: the
    // form, compared with the saved event after its save, stayed "changed" and leaving asked)
    regtime: dayjs(a.regtime).startOf('minute'),
    starttime: a.starttime ? dayjs(a.starttime).startOf('minute') : null,
    place: a.place,
    address: a.address,
    contact: a.contact,
    capacity: a.capacity,
    description: a.description,
    courseIds: a.courseIds,
    handicapType: a.handicapSystem.type,
    teeM: a.handicapSystem.tees?.M ?? null,
    teeF: a.handicapSystem.tees?.F ?? null,
    hiddenHoles: a.handicapSystem.hiddenHoles ?? [],
    rankBy: a.handicapSystem.type === 'stableford' ? undefined : (a.handicapSystem.rankBy ?? 'net'),
    divisions: a.divisions,
    teamEnabled: a.team.enabled,
    teamSize: a.team.size,
    teamMode: a.team.mode,
    voteEnabled: a.vote.enabled,
    public: a.public,
  };
}
