import {
  CALENDAR_PATH,
  DEFAULT_STAGGER_SECONDS,
  isoToUsDate,
  SESSION_STEP1_MESSAGES,
  validateSessionStep1,
  validateSessionStep2,
  WIZARD_SUMMARY_STEP,
  wizardPath,
} from '@ah/schema';
import type {
  SessionDetailsInput,
  SessionSavePart,
  SessionSettingsInput,
  WizardAction,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { localDate } from '../../../shared/houseDate.js';
import { runParts, type SavePartOutcome } from '../domain/saveParts.js';
import { isKnownTimeZone } from '../../../shared/zonedTime.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';
import type { SessionDefinitionRest, SessionFieldsRequest } from '../../../rest/catalog/models.js';
import type { SessionDefinitionModel, SessionWizardModel } from '../models.js';
import { categoryIdsOf, CODE_OF_CHANNEL_STATE } from './conversions.js';
import { calendarLoadersOf, routeTypeOf } from '../../calendar/index.js';
import { isNotFound, notFound, numericId } from '../../../input/ids.js';
import { houseCaller } from '../../../shared/houseCaller.js';
import { inInputFields } from '../../../rest/inputTerms.js';
import { CatalogApi } from '../../../rest/catalog/catalogApi.js';
import { locationsLoadersOf } from '../../locations/index.js';

/** The catalog service's body fields, as the GraphQL inputs name them. */
const SESSION_FIELDS: Readonly<Record<string, string>> = {
  groupID: 'groupId',
  title: 'title',
  date: 'date',
  hour: 'hour',
  minute: 'minute',
  ampm: 'ampm',
  TZ_zoneName: 'timeZone',
  addressID: 'locationId',
  defaultShippingOriginID: 'fulfilmentLocationId',
  timedValue: 'timed.staggerSeconds',
  viewNotes: 'viewingNotes',
  description: 'description',
  audioVideo: 'audioVideo',
};

/** Steps recorded on the step tracker after each wizard step (sales §4). */
const STEP_AFTER = { details: 2, settings: 3 } as const;

async function sessionOf(context: GatewayContext, catalogId: string): Promise<SessionDefinitionRest> {
  return calendarLoadersOf(context).sessionDefinition.load(catalogId).catch((error: unknown) => {
    if (isNotFound(error)) throw notFound('No session with this id.');
    throw error;
  });
}

/** The wizard of one session of a sale group: both must be the caller's house's, and belong together. */
export async function sessionWizard(
  context: GatewayContext,
  groupId: string,
  catalogId: string,
): Promise<SessionWizardModel> {
  await houseCaller(context);
  const group = numericId(groupId, 'groupId');
  const catalog = numericId(catalogId, 'catalogId', true);
  const info = await context.loaders.saleWizard.groupInfo.load(group).catch((error: unknown) => {
    if (isNotFound(error)) throw notFound('No sale with this id.');
    throw error;
  });
  if (catalog !== '0') {
    const session = await sessionOf(context, catalog);
    if (String(session.groupID) !== group) throw notFound('No session with this id in this sale.');
  }
  return { groupId: group, catalogId: catalog, group: info };
}

/** Records `step` unless the tracker is already at it or beyond (the wizard never moves it back). */
async function recordAtLeast(context: GatewayContext, catalogId: string, step: number): Promise<void> {
  const catalog = new CatalogApi(context.rest.catalog);
  const current = await catalog.stepTracker(catalogId);
  if (current === null || current < step) await catalog.recordStep(catalogId, step);
  context.loaders.saleWizard.stepTracker.clear(catalogId);
}

async function rereadSession(
  context: GatewayContext,
  catalogId: string,
): Promise<SessionDefinitionModel | null> {
  calendarLoadersOf(context).sessionDefinition.clear(catalogId);
  return calendarLoadersOf(context).sessionDefinition.load(catalogId).catch(() => null);
}

export interface SessionDetailsResult {
  session: SessionDefinitionModel;
  ok: boolean;
  parts: SavePartOutcome<SessionSavePart>[];
  failedParts: SessionSavePart[];
  nextStep: number;
  nextPath: string;
}

/**
 * Step 1 (sales §5 Session step 1): the shared rules in the session's time zone, the location and
 * fulfilment location checked against the house's, then the session saved (created for "0"). The
 * step tracker (2) and, for timed sessions, the lot end times follow; their failures are reported.
 */
export async function saveSessionDetails(
  context: GatewayContext,
  args: { groupId: string; catalogId: string; input: SessionDetailsInput; fromSummary: boolean },
): Promise<SessionDetailsResult> {
  const caller = await houseCaller(context);
  const wizard = await sessionWizard(context, args.groupId, args.catalogId);
  const { input } = args;
  const isTimed = wizard.group.isTimed;
  if (wizard.catalogId === '0' && !wizard.group.canAddCatalogs)
    throw badUserInput(SESSION_STEP1_MESSAGES.sessionLimit, 'groupId');
  const timeZone = input.timeZone?.trim() || null;
  if (timeZone && !isKnownTimeZone(timeZone))
    throw badUserInput(SESSION_STEP1_MESSAGES.timeZoneRequired, 'timeZone');
  const timed = isTimed
    ? {
        staggered: input.timed?.staggered ?? true,
        staggerSeconds: input.timed?.staggerSeconds ?? DEFAULT_STAGGER_SECONDS,
        resellUnsoldLiveLots: input.timed?.resellUnsoldLiveLots ?? true,
      }
    : null;
  const violations = validateSessionStep1(
    {
      title: input.title,
      locationId: input.locationId,
      date: input.date,
      hour: input.hour,
      minute: input.minute,
      ampm: input.ampm,
      timeZone,
      isTimed,
      timed,
    },
    localDate(timeZone ?? caller.houseTimeZone),
  );
  if (violations.length > 0) throw ruleViolationsError(violations);

  const locationId = String(input.locationId).trim();
  const addresses = await locationsLoadersOf(context).houseAddresses.load('own');
  if (!addresses.some((a) => String(a.addressID) === locationId))
    throw badUserInput(SESSION_STEP1_MESSAGES.locationRequired, 'locationId');
  const originId = input.fulfilmentLocationId?.trim() || null;
  if (originId) {
    const policy = await locationsLoadersOf(context).shippingPolicy.load(caller.account);
    if (!policy?.origins.some((o) => String(o.id) === originId))
      throw badUserInput('Please select a shipping fulfillment location', 'fulfilmentLocationId');
  }

  const body: SessionFieldsRequest = {
    ...(wizard.catalogId === '0' ? { groupID: Number(wizard.groupId) } : {}),
    title: input.title.trim(),
    date: isoToUsDate(input.date as string),
    hour: Number(input.hour),
    minute: Number(input.minute),
    ampm: input.ampm as 'AM' | 'PM',
    TZ_zoneName: timeZone as string,
    addressID: Number(locationId),
    defaultShippingOriginID: originId ? Number(originId) : null,
    ...(timed
      ? {
          timedType: timed.staggered ? 1 : 0,
          timedValue: (timed.staggered
            ? timed.staggerSeconds
            : DEFAULT_STAGGER_SECONDS) as SessionFieldsRequest['timedValue'],
          resellUnsoldLiveLots: timed.resellUnsoldLiveLots ? 'Y' : 'N',
        }
      : {}),
  };
  const savedId = String(
    await new CatalogApi(context.rest.catalog).saveSession(wizard.catalogId, body).catch((error: unknown) => {
      throw inInputFields(error, SESSION_FIELDS);
    }),
  );
  calendarLoadersOf(context).auctionCalendar.clearAll();
  context.loaders.saleWizard.groupInfo.clear(wizard.groupId);

  const followUps: Array<readonly [SessionSavePart, () => Promise<unknown>]> = [];
  if (!args.fromSummary)
    followUps.push(['STEP_TRACKER', () => recordAtLeast(context, savedId, STEP_AFTER.details)]);
  if (isTimed)
    followUps.push(['TIMED_LOT_TIMES', () => new CatalogApi(context.rest.catalog).setTimedLotTimes(savedId)]);
  const parts: SavePartOutcome<SessionSavePart>[] = [
    { part: 'SESSION', ok: true, message: null },
    ...(await runParts(followUps)),
  ];
  const session = await rereadSession(context, savedId);
  if (!session) throw notFound('No session with this id.');
  const nextStep = args.fromSummary ? WIZARD_SUMMARY_STEP : STEP_AFTER.details;
  const failedParts = parts.filter((p) => !p.ok).map((p) => p.part);
  return {
    session,
    ok: failedParts.length === 0,
    parts,
    failedParts,
    nextStep,
    nextPath: wizardPath(routeTypeOf(isTimed), wizard.groupId, savedId, nextStep),
  };
}

export interface SessionSettingsResult {
  ok: boolean;
  parts: SavePartOutcome<SessionSavePart>[];
  failedParts: SessionSavePart[];
  session: SessionDefinitionModel | null;
  nextStep: number | null;
  nextPath: string;
}

/**
 * Step 2 (sales §5 Session step 2): the shared rules with the session's channels, then the session
 * fields, categories, channels and contacts saved in parallel (each reported). The location
 * defaults copy the saved contacts and notes, so they run after those; the step tracker (3) only
 * when everything is saved. `onlyParts` retries the parts that failed.
 */
export async function saveSessionSettings(
  context: GatewayContext,
  args: {
    catalogId: string;
    input: SessionSettingsInput;
    action: WizardAction;
    fromSummary: boolean;
    onlyParts: readonly SessionSavePart[] | null | undefined;
  },
): Promise<SessionSettingsResult> {
  const { houseId } = await houseCaller(context);
  const catalogId = numericId(args.catalogId, 'catalogId');
  const session = await sessionOf(context, catalogId);
  const { input } = args;
  const [channels, categories, contactTypes] = await Promise.all([
    context.loaders.saleWizard.channels.load(catalogId),
    context.loaders.saleWizard.categories.load(houseId),
    context.loaders.saleWizard.houseContacts.load(houseId),
  ]);

  const chosen = new Map<string, number>();
  for (const [index, c] of input.channels.entries()) {
    const channel = channels.find((x) => String(x.channelID) === c.channelId);
    if (!channel)
      throw badUserInput('No channel with this id.', 'channels', {
        argumentPath: ['input', 'channels', index, 'channelId'],
      });
    const code = CODE_OF_CHANNEL_STATE[c.state];
    if (!channel.states.includes(code))
      throw badUserInput(`${channel.channelName} cannot take this state.`, 'channels');
    chosen.set(c.channelId, code);
  }
  const merged = channels.map((c) => ({
    channelID: c.channelID,
    state: (chosen.get(String(c.channelID)) ?? c.value) as 0 | 1 | 2,
    states: c.states,
  }));
  const violations = validateSessionStep2({
    categoryIds: input.categoryIds,
    channels: merged,
    viewingNotes: input.viewingNotes,
  });
  if (violations.length > 0) throw ruleViolationsError(violations);
  const knownCategories = categoryIdsOf(categories);
  if (input.categoryIds.some((id) => !knownCategories.has(id)))
    throw badUserInput('No category with this id.', 'categoryIds');
  const contactIds = {
    '1': input.contacts.consignmentContactId ?? null,
    '3': input.contacts.saleAdministratorId ?? null,
    '4': input.contacts.expertContactId ?? null,
  } as const;
  const contactInputNames = {
    '1': 'consignmentContactId',
    '3': 'saleAdministratorId',
    '4': 'expertContactId',
  };
  for (const [type, id] of Object.entries(contactIds) as Array<[keyof typeof contactIds, string | null]>) {
    if (id === null) continue;
    const ofType = contactTypes.find((t) => String(t.contactTypeID) === type)?.contacts ?? [];
    if (!ofType.some((c) => String(c.id) === id))
      throw badUserInput('No contact of this type with this id.', 'contacts', {
        argumentPath: ['input', 'contacts', contactInputNames[type]],
      });
  }

  const wanted = (part: SessionSavePart) => !args.onlyParts || args.onlyParts.includes(part);
  const catalog = new CatalogApi(context.rest.catalog);
  const dataParts: Array<readonly [SessionSavePart, () => Promise<unknown>]> = [];
  if (wanted('SESSION'))
    dataParts.push([
      'SESSION',
      () =>
        catalog
          .saveSession(catalogId, {
            audioVideo: input.audioVideo ? 4 : 0,
            ...(input.description !== undefined && input.description !== null
              ? { description: input.description }
              : {}),
            ...(input.viewingNotes !== undefined && input.viewingNotes !== null
              ? { viewNotes: input.viewingNotes }
              : {}),
          })
          .catch((error: unknown) => Promise.reject(inInputFields(error, SESSION_FIELDS))),
    ]);
  if (wanted('CATEGORIES'))
    dataParts.push([
      'CATEGORIES',
      () => catalog.saveCategories(catalogId, [...new Set(input.categoryIds)].map(Number)),
    ]);
  if (wanted('CHANNELS'))
    dataParts.push([
      'CHANNELS',
      () =>
        catalog.saveChannels(
          catalogId,
          merged.map((c) => ({ channelID: c.channelID, value: c.state })),
        ),
    ]);
  if (wanted('CONTACTS'))
    dataParts.push([
      'CONTACTS',
      () =>
        catalog.saveContacts(catalogId, {
          contacts: {
            '1': contactIds['1'] === null ? null : Number(contactIds['1']),
            '3': contactIds['3'] === null ? null : Number(contactIds['3']),
            '4': contactIds['4'] === null ? null : Number(contactIds['4']),
          },
        }),
    ]);
  const parts = await runParts(dataParts);

  const defaults = {
    contacts: input.saveContactsAsDefault === true,
    viewNotes: input.saveViewingNotesAsDefault === true,
  };
  if (wanted('DEFAULTS') && (defaults.contacts || defaults.viewNotes)) {
    const blockedBy = parts.filter((p) => !p.ok && (p.part === 'CONTACTS' || p.part === 'SESSION'));
    if (blockedBy.length > 0)
      parts.push({
        part: 'DEFAULTS',
        ok: false,
        message: 'The defaults are saved once the contacts and viewing notes are saved.',
      });
    else
      parts.push(
        ...(await runParts([['DEFAULTS', () => catalog.saveDefaults(catalogId, defaults)]] as const)),
      );
  }
  let ok = parts.every((p) => p.ok);
  if (ok && !args.fromSummary && wanted('STEP_TRACKER')) {
    const [tracker] = await runParts([
      ['STEP_TRACKER', () => recordAtLeast(context, catalogId, STEP_AFTER.settings)],
    ] as const);
    if (tracker) parts.push(tracker);
    ok = parts.every((p) => p.ok);
  }
  context.loaders.saleWizard.channels.clear(catalogId);
  calendarLoadersOf(context).auctionCalendar.clearAll();
  const saved = await rereadSession(context, catalogId);
  const routeType = routeTypeOf(session.isTimed === 1);
  const groupId = String(session.groupID);
  const nextStep =
    !ok || args.action === 'SAVE_AND_EXIT'
      ? null
      : args.fromSummary
        ? WIZARD_SUMMARY_STEP
        : STEP_AFTER.settings;
  const nextPath = !ok
    ? wizardPath(routeType, groupId, catalogId, 2)
    : args.action === 'SAVE_AND_EXIT'
      ? CALENDAR_PATH
      : wizardPath(routeType, groupId, catalogId, nextStep ?? STEP_AFTER.settings);
  return {
    ok,
    parts,
    failedParts: parts.filter((p) => !p.ok).map((p) => p.part),
    session: saved,
    nextStep,
    nextPath,
  };
}

/** Records a wizard progress step (sales §4) for a session or bin sale of the house. */
export async function recordWizardStep(
  context: GatewayContext,
  catalogId: string,
  step: number,
): Promise<number> {
  await houseCaller(context);
  const id = numericId(catalogId, 'catalogId');
  if (!Number.isInteger(step) || step < 1 || step > 7)
    throw badUserInput('The step must be a whole number from 1 to 7.', 'step');
  await sessionOf(context, id);
  const recorded = await new CatalogApi(context.rest.catalog).recordStep(id, step);
  context.loaders.saleWizard.stepTracker.clear(id);
  return recorded ?? step;
}
