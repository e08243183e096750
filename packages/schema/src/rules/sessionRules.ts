import {
  CATEGORIES_MAX,
  CATEGORIES_MIN,
  SESSION_DATE_MAX_YEARS,
  SESSION_HOURS,
  SESSION_MINUTES,
  SESSION_TITLE_MAX,
  STAGGER_SECONDS_OPTIONS,
  VIEW_NOTES_MAX,
  type Meridiem,
} from '../constants.js';
import { parseIsoDate } from './dateRangeRules.js';
import { SESSION_STEP1_MESSAGES, SESSION_STEP2_MESSAGES } from './saleWizardMessages.js';
import type { RuleViolation } from './types.js';

/** Session wizard step 1 as a form holds it (dates YYYY-MM-DD; empty selects are null or ''). */
export interface SessionStep1Draft {
  title: string;
  locationId: string | null | undefined;
  /** YYYY-MM-DD in the session's time zone. */
  date: string | null | undefined;
  hour: string | null | undefined;
  minute: string | null | undefined;
  ampm: Meridiem | null | undefined;
  timeZone: string | null | undefined;
  isTimed: boolean;
  timed?: { staggered: boolean; staggerSeconds: number | null | undefined } | null | undefined;
}

/** YYYY-MM-DD plus whole days (calendar arithmetic in UTC, no time zone involved). */
export function addDaysIso(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`not a date: ${iso}`);
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus whole years; 29 February becomes 28 February in a common year. */
export function addYearsIso(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The dates a session may take (sales §9): from tomorrow to two years ahead, inclusive. */
export function sessionDateRange(today: string): { min: string; max: string } {
  return { min: addDaysIso(today, 1), max: addYearsIso(today, SESSION_DATE_MAX_YEARS) };
}

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/**
 * Session step 1 (sales §5). `today` is YYYY-MM-DD in the session's time zone. Timed sessions get
 * the first-lot-end wording for the date and time messages.
 */
export function validateSessionStep1(draft: SessionStep1Draft, today: string): RuleViolation[] {
  const m = SESSION_STEP1_MESSAGES;
  const v: RuleViolation[] = [];
  const title = draft.title.trim();
  if (title === '') v.push({ field: 'title', message: m.titleRequired });
  else if (title.length > SESSION_TITLE_MAX) v.push({ field: 'title', message: m.titleTooLong });
  if (blank(draft.locationId)) v.push({ field: 'locationId', message: m.locationRequired });

  if (blank(draft.date))
    v.push({ field: 'date', message: draft.isTimed ? m.timedDateRequired : m.dateRequired });
  else {
    const range = sessionDateRange(today);
    const date = draft.date as string;
    if (!parseIsoDate(date) || date < range.min || date > range.max)
      v.push({ field: 'date', message: m.dateOutOfRange });
  }

  const hourOk = SESSION_HOURS.includes(draft.hour as (typeof SESSION_HOURS)[number]);
  const minuteOk = SESSION_MINUTES.includes(draft.minute as (typeof SESSION_MINUTES)[number]);
  if (!hourOk || !minuteOk)
    v.push({
      field: hourOk ? 'minute' : 'hour',
      message: draft.isTimed ? m.timedTimeRequired : m.timeRequired,
    });
  if (draft.ampm !== 'AM' && draft.ampm !== 'PM') v.push({ field: 'ampm', message: m.ampmRequired });
  if (blank(draft.timeZone)) v.push({ field: 'timeZone', message: m.timeZoneRequired });

  if (draft.isTimed && draft.timed?.staggered) {
    const seconds = draft.timed.staggerSeconds;
    if (!STAGGER_SECONDS_OPTIONS.includes(seconds as (typeof STAGGER_SECONDS_OPTIONS)[number]))
      v.push({ field: 'timed.staggerSeconds', message: m.staggerInvalid });
  }
  return v;
}

/**
 * Step 1's Continue (sales §5): enabled once ampm, date, hour, location, minute, time zone and title
 * are set, and not when the session limit is reached.
 */
export function canContinueSessionStep1(draft: SessionStep1Draft, sessionLimitReached: boolean): boolean {
  if (sessionLimitReached) return false;
  return (
    !blank(draft.ampm) &&
    !blank(draft.date) &&
    !blank(draft.hour) &&
    !blank(draft.locationId) &&
    !blank(draft.minute) &&
    !blank(draft.timeZone) &&
    draft.title.trim() !== ''
  );
}

/** Channel states (sales §9): 0 not available, 1 view only, 2 available (live or timed). */
export type ChannelStateCode = 0 | 1 | 2;

export interface ChannelChoice {
  /** The state chosen. */
  state: ChannelStateCode;
  /** The states the channel offers; a single state means it is fixed. */
  states: readonly ChannelStateCode[];
}

export interface SessionStep2Draft {
  categoryIds: readonly string[];
  channels: readonly ChannelChoice[];
  viewingNotes: string | null | undefined;
}

/** A channel with a single state is fixed (not editable). */
export function isFixedChannel(channel: Pick<ChannelChoice, 'states'>): boolean {
  return channel.states.length === 1;
}

/** Tags, comments, doctypes, `javascript:` URLs and inline handlers count as HTML or script. */
const MARKUP = /<\s*[a-z!/?]|javascript\s*:|\bon[a-z]+\s*=|&lt;\s*script/i;

export function containsMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/**
 * Session step 2 (sales §5): 1 to 8 categories; at least one channel available (or a channel with
 * a single fixed available state); viewing notes at most 2500 characters, without HTML or script.
 */
export function validateSessionStep2(draft: SessionStep2Draft): RuleViolation[] {
  const m = SESSION_STEP2_MESSAGES;
  const v: RuleViolation[] = [];
  const categories = new Set(draft.categoryIds);
  if (categories.size < CATEGORIES_MIN) v.push({ field: 'categoryIds', message: m.categoriesRequired });
  else if (categories.size > CATEGORIES_MAX) v.push({ field: 'categoryIds', message: m.categoriesTooMany });
  const available = draft.channels.some((c) => c.state === 2 || (isFixedChannel(c) && c.states[0] === 2));
  if (!available) v.push({ field: 'channels', message: m.channelRequired });
  const notes = draft.viewingNotes ?? '';
  if (notes.length > VIEW_NOTES_MAX) v.push({ field: 'viewingNotes', message: m.viewNotesTooLong });
  else if (containsMarkup(notes)) v.push({ field: 'viewingNotes', message: m.viewNotesMarkup });
  return v;
}

/** 12-hour clock parts to 24-hour time "HH:MM". */
export function to24Hour(hour: string, minute: string, ampm: Meridiem): string {
  const h = (Number(hour) % 12) + (ampm === 'PM' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minute}`;
}

/** 24-hour time "HH:MM" to the selects' parts. */
export function from24Hour(time: string): { hour: string; minute: string; ampm: Meridiem } {
  const [h = 0, min = 0] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return {
    hour: String(hour12).padStart(2, '0'),
    minute: String(min).padStart(2, '0'),
    ampm: h >= 12 ? 'PM' : 'AM',
  };
}

/** A wizard step from the route: below 1 or unknown is step 1 (sales §2 Step titles). */
export function normalizeWizardStep(step: string | number | null | undefined, lastStep = 7): number {
  const n = typeof step === 'number' ? step : Number(step);
  if (!Number.isInteger(n) || n < 1 || n > lastStep) return 1;
  return n;
}

/** Route type of a session or bin sale. */
export type WizardRouteType = 'live' | 'timed' | 'bin';

/** /session/{type}/{groupID}/{catalogID}/{step} (sales §2). */
export function wizardPath(type: WizardRouteType, groupId: string, catalogId: string, step: number): string {
  return `/session/${type}/${groupId}/${catalogId}/${step}`;
}
