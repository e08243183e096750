import { ACCESS_COLUMNS } from '../viewer/tables.js';
import type { Channel } from '../invoices/tables.js';
import { buildInvoices, type ChargeRule, type WonLot } from '../invoices/invoiceBuilder.js';
import { housePlans, type HousePlan, type SeedSize } from './housePlans.js';
import { InvoiceStatusAssigner } from './invoiceStatuses.js';
import { addInvoiceFacts } from '../invoices/invoicesSeed.js';
import { Random, RefMaker } from './random.js';
import { emptySeedData, type SeedData } from './seedData.js';
import { BIDDER_PLACES, FIRST_NAMES, LAST_NAMES, SALE_THEMES, type SaleTheme } from './vocabulary.js';
import { addDays, utcDay, zonedTime } from './zonedTime.js';

export interface GenerateSeedOptions {
  size: SeedSize;
  /**
   * "Now" for the data: sessions are placed in the weeks and months before it (and a few after).
   * The same `now` (to the UTC day) and size always give the same rows.
   */
  now: Date;
}

/** Sequential ids per table, shared by every house so rows can reference each other before insert. */
class Ids {
  readonly #next = new Map<string, number>();
  take(table: string): number {
    const id = this.#next.get(table) ?? 1;
    this.#next.set(table, id + 1);
    return id;
  }
}

interface GroupPlan {
  kind: 'invoiced' | 'uninvoiced' | 'future';
  /** Day of the first session relative to today (negative: in the past). */
  firstDay: number;
  /** The address index of each session. */
  sessionAddresses: number[];
  saleType: 'live' | 'timed';
  /** Fixed lot count per session (the mega sales), else random in the house's range. */
  lotsPerSession?: number;
  /** How an invoiced sale was invoiced. */
  invoicing?: 'whole' | 'inProgress' | 'allButLast' | 'byLocation';
}

interface Context {
  random: Random;
  refs: RefMaker;
  ids: Ids;
  data: SeedData;
  today: Date;
  now: Date;
}

interface HouseState {
  plan: HousePlan;
  houseId: number;
  addressIds: number[];
  templateIds: number[];
  rulesByTemplate: Map<number, ChargeRule[]>;
  approvals: Array<{ id: number; bidderId: number; channel: Channel }>;
  internetApprovals: Array<{ id: number; bidderId: number; channel: Channel }>;
  groupNames: Set<string>;
  statuses: InvoiceStatusAssigner;
}

const SESSION_LETTERS = 'ABCDEFGH';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Builds every seed row in memory. Pure: no I/O, no clock beyond `options.now`. */
export function generateSeed(options: GenerateSeedOptions): SeedData {
  const random = new Random(`auction-house-seed:${options.size}`);
  const ctx: Context = {
    random,
    refs: new RefMaker(random.fork('refs')),
    ids: new Ids(),
    data: emptySeedData(),
    today: utcDay(options.now),
    // Timestamps are capped at the start of today, so one day's data is the same all day long.
    now: utcDay(options.now),
  };
  for (const plan of housePlans(options.size)) generateHouse(ctx, plan, random.fork(plan.key));
  addInvoiceFacts(ctx.data, ctx.now);
  return ctx.data;
}

function generateHouse(ctx: Context, plan: HousePlan, random: Random): void {
  const { data, ids } = ctx;
  const houseId = ids.take('houses');
  ctx.refs.reserve(plan.ref);
  data.houses.push({
    id: houseId,
    ref: plan.ref,
    user_name: plan.userName,
    name: plan.name,
    time_zone: plan.timeZone,
    payment_processing_enabled: plan.paymentProcessing,
    payment_processing_eligible: plan.paymentProcessing,
    auto_charge_enabled: plan.autoCharge,
    live_or_timed_enabled: true,
    bin_enabled: false,
    connect_type: plan.connectType,
    is_instant: plan.isInstant ?? false,
    processor_type: plan.processorType,
    created_at: addDays(ctx.today, -900),
  });

  const addressIds = plan.addresses.map((address) => {
    const id = ids.take('house_addresses');
    data.house_addresses.push({
      id,
      house_id: houseId,
      name: address.name,
      line1: address.line1,
      city: address.city,
      state: address.state,
      postal_code: address.postalCode,
      country: address.country,
    });
    return id;
  });

  const saltRandom = random.fork('salts');
  for (const user of plan.users) {
    const access = Object.fromEntries(
      ACCESS_COLUMNS.map((column) => [column, user.access === 'all' || column === 'access_invoices']),
    );
    data.users.push({
      id: ids.take('users'),
      house_id: houseId,
      ref: ctx.refs.make(),
      house_user_ref: ctx.refs.make(),
      user_name: user.userName,
      password: user.password,
      salt: Array.from({ length: 16 }, () => saltRandom.int(0, 255).toString(16).padStart(2, '0')).join(''),
      first_name: user.firstName,
      last_name: user.lastName,
      is_super_user: user.superUser,
      ...access,
    });
  }

  const templateIds: number[] = [];
  const rulesByTemplate = new Map<number, ChargeRule[]>();
  for (const template of plan.templates) {
    const id = ids.take('invoice_settings');
    templateIds.push(id);
    data.invoice_settings.push({
      id,
      house_id: houseId,
      name: template.name,
      payrix_template: template.payrix,
      subject: `Your invoice from ${plan.name}`,
      from_name: plan.name,
      from_email: `invoices@${plan.userName}.example.com`,
      house_address_id: addressIds[template.addressIndex] ?? null,
    });
    const rules: ChargeRule[] = [];
    template.charges.forEach((charge, sequence) => {
      data.invoice_setting_charges.push({
        id: ids.take('invoice_setting_charges'),
        settings_id: id,
        kind: charge.kind,
        name: charge.name,
        rate: charge.rate,
        country: charge.country,
        state: charge.state,
        applies_hammer: charge.hammer,
        applies_premium: charge.premium,
        applies_live_fee: charge.liveFee,
        sequence,
      });
      rules.push({
        kind: charge.kind,
        rate: charge.rate,
        country: charge.country,
        state: charge.state,
        appliesHammer: charge.hammer,
        appliesPremium: charge.premium,
        appliesLiveFee: charge.liveFee,
      });
    });
    rulesByTemplate.set(id, rules);
  }

  const house: HouseState = {
    plan,
    houseId,
    addressIds,
    templateIds,
    rulesByTemplate,
    approvals: [],
    internetApprovals: [],
    groupNames: new Set(),
    statuses: new InvoiceStatusAssigner({ now: ctx.now, autoCharge: plan.autoCharge }),
  };
  generateBidders(ctx, house, random.fork('bidders'));

  const groupRandom = random.fork('groups');
  for (const group of planGroups(plan, groupRandom)) generateSaleGroup(ctx, house, group, groupRandom);
}

function generateBidders(ctx: Context, house: HouseState, random: Random): void {
  const { data, ids } = ctx;
  let paddle = 100;
  for (let i = 0; i < house.plan.bidders; i++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const [city, state, country] = random.pick(BIDDER_PLACES);
    const bidderId = ids.take('bidders');
    data.bidders.push({
      id: bidderId,
      house_id: house.houseId,
      ref: ctx.refs.make(),
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${bidderId}@example.com`.toLowerCase(),
      city,
      state: country === 'CA' ? '' : state,
      province: country === 'CA' ? state : '',
      country,
    });
    const channels: Channel[] = [random.weighted(house.plan.channelWeights)];
    // Some bidders also registered through a second channel.
    if (random.chance(0.08)) {
      const second = random.weighted(house.plan.channelWeights);
      if (second !== channels[0]) channels.push(second);
    }
    for (const channel of channels) {
      const id = ids.take('approvals');
      const hasPaddle = channel === 'Floor' || channel === 'PL' || random.chance(0.4);
      data.approvals.push({
        id,
        house_id: house.houseId,
        bidder_id: bidderId,
        channel,
        company_id: companyIdOf(channel),
        paddle_number: hasPaddle ? String(paddle++) : null,
      });
      const approval = { id, bidderId, channel };
      house.approvals.push(approval);
      if (channel !== 'Floor') house.internetApprovals.push(approval);
    }
  }
}

function companyIdOf(channel: Channel): number | null {
  switch (channel) {
    case 'PL':
      return 3;
    case 'AZ':
      return 4;
    case 'Floor':
      return 9;
    case 'INV':
      return null;
  }
}

/** The sales of a house on a timeline around today, with the special cases the UI needs. */
function planGroups(plan: HousePlan, random: Random): GroupPlan[] {
  const groups: GroupPlan[] = [];
  const primary = () => weightedIndex(random, plan.addressWeights);
  const sameAddress = (sessions: number) => new Array<number>(sessions).fill(primary());
  const saleType = () => (random.chance(0.6) ? 'live' : 'timed') as 'live' | 'timed';
  const other = (index: number) => (index + 1) % plan.addresses.length;

  for (let j = 0; j < plan.uninvoicedGroups; j++) {
    let sessionAddresses: number[];
    if (j === 0)
      sessionAddresses = [0, 0, other(0)]; // mixed locations: the UI's warning banner
    else if (j === 1)
      sessionAddresses = [0, 0, 0]; // several sessions at one location
    else if (j === 2) sessionAddresses = [1, 1];
    else if (j === 3) sessionAddresses = [0, other(0)];
    else sessionAddresses = sameAddress(random.int(1, 3));
    const firstDay = -(sessionAddresses.length + 1 + j * 5 + random.int(0, 3));
    groups.push({ kind: 'uninvoiced', firstDay, sessionAddresses, saleType: saleType() });
  }
  for (let i = 0; i < plan.invoicedGroups; i++) {
    let invoicing: GroupPlan['invoicing'] = 'whole';
    let sessionAddresses = sameAddress(random.int(1, 3));
    if (i === 0) invoicing = 'inProgress';
    else if (i === 2) {
      invoicing = 'allButLast';
      sessionAddresses = sameAddress(3);
    } else if (i === 4) {
      invoicing = 'byLocation';
      sessionAddresses = [0, other(0)];
    }
    const firstDay = -(12 + i * 12 + random.int(0, 4));
    groups.push({ kind: 'invoiced', firstDay, sessionAddresses, saleType: saleType(), invoicing });
  }
  for (let k = 0; k < plan.futureGroups; k++)
    groups.push({
      kind: 'future',
      firstDay: 3 + k * 8,
      sessionAddresses: sameAddress(random.int(1, 2)),
      saleType: saleType(),
    });
  if (plan.megaSales) {
    const { sessions, invoicedLots, uninvoicedLots } = plan.megaSales;
    groups.push({
      kind: 'invoiced',
      firstDay: -45,
      sessionAddresses: Array.from({ length: sessions }, () => 0),
      saleType: 'live',
      lotsPerSession: invoicedLots,
      invoicing: 'whole',
    });
    groups.push({
      kind: 'uninvoiced',
      firstDay: -(sessions + 1),
      sessionAddresses: Array.from({ length: sessions }, () => 0),
      saleType: 'live',
      lotsPerSession: uninvoicedLots,
    });
  }
  // Older sales first, so ids grow with time like a real house's.
  return groups.sort((a, b) => a.firstDay - b.firstDay);
}

function weightedIndex(random: Random, weights: readonly number[]): number {
  return random.weighted(weights.map((weight, index) => [index, weight] as const));
}

function groupName(house: HouseState, theme: SaleTheme, firstSession: Date): string {
  const used = house.groupNames;
  const base = `${theme.name}: ${MONTHS[firstSession.getUTCMonth()]} ${firstSession.getUTCFullYear()}`;
  let name = base;
  for (let n = 2; used.has(name); n++) name = `${base} (${n})`;
  used.add(name);
  return name;
}

function generateSaleGroup(ctx: Context, house: HouseState, group: GroupPlan, random: Random): void {
  const { data, ids, today } = ctx;
  const theme = random.pick(SALE_THEMES);
  const firstDay = addDays(today, group.firstDay);
  const saleGroupId = ids.take('sale_groups');
  const name = groupName(house, theme, firstDay);
  data.sale_groups.push({
    id: saleGroupId,
    house_id: house.houseId,
    name,
    created_at: addDays(firstDay, -30),
  });

  const multi = group.sessionAddresses.length > 1;
  const premiumRate = random.pick([20_000, 22_000, 25_000, 25_000, 27_500]);
  const sessions = group.sessionAddresses.map((addressIndex, s) => {
    const day = addDays(firstDay, s);
    const startsAt = zonedTime(
      day,
      group.saleType === 'live' ? random.pick([10, 11, 18]) : 19,
      0,
      house.plan.timeZone,
    );
    const catalogId = ids.take('catalogs');
    const addressId = house.addressIds[addressIndex] ?? house.addressIds[0] ?? 0;
    data.catalogs.push({
      id: catalogId,
      house_id: house.houseId,
      sale_group_id: saleGroupId,
      ref: ctx.refs.make(),
      title: multi ? `${theme.name} - Day ${s + 1}` : theme.name,
      identifier: `${theme.prefix}${String(saleGroupId).padStart(3, '0')}${multi ? SESSION_LETTERS[s] : ''}`,
      starts_at: startsAt,
      address_id: addressId,
      sale_type: group.saleType,
      buyer_premium_rate: premiumRate,
    });
    const wonLots = generateLots(ctx, house, group, theme, catalogId, day, premiumRate, random);
    return { catalogId, addressId, startsAt, day, wonLots };
  });

  if (group.kind !== 'invoiced' || !group.invoicing) return;
  const invoiceSets: Array<typeof sessions> = [];
  switch (group.invoicing) {
    case 'whole':
    case 'inProgress':
      invoiceSets.push(sessions);
      break;
    case 'allButLast':
      invoiceSets.push(sessions.slice(0, -1));
      break;
    case 'byLocation':
      for (const addressId of new Set(sessions.map((s) => s.addressId)))
        invoiceSets.push(sessions.filter((s) => s.addressId === addressId));
      break;
  }
  invoiceSets.forEach((set, index) => {
    const address = data.house_addresses.find((a) => a.id === set[0]?.addressId);
    const title = invoiceSets.length > 1 && address ? `${name} (${address.city})` : name;
    createInvoiceGroup(ctx, house, {
      title: title.slice(0, 50),
      catalogIds: set.map((s) => s.catalogId),
      wonLots: set.flatMap((s) => s.wonLots),
      location: { country: address?.country ?? 'US', state: address?.state ?? '' },
      createdAt: new Date(
        Math.min(
          addDays(set[set.length - 1]?.startsAt ?? ctx.now, 1).getTime() + index * 60_000,
          ctx.now.getTime(),
        ),
      ),
      inProgress: group.invoicing === 'inProgress',
      random,
    });
  });
}

/** Lots of one session; sessions already held get results (a winner and a hammer per sold lot). */
function generateLots(
  ctx: Context,
  house: HouseState,
  group: GroupPlan,
  theme: SaleTheme,
  catalogId: number,
  day: Date,
  premiumRate: number,
  random: Random,
): WonLot[] {
  const { data, ids, today } = ctx;
  const [min, max] = house.plan.lotsPerCatalog;
  const count = group.lotsPerSession ?? random.int(min, max);
  const held = day.getTime() < today.getTime();
  const winners = group.saleType === 'live' ? house.approvals : house.internetApprovals;
  const won: WonLot[] = [];
  for (let n = 1; n <= count; n++) {
    const lotId = ids.take('lots');
    const hammerDollars = logUniformDollars(random, theme.hammer[0], theme.hammer[1]);
    const restricted = random.chance(0.03);
    data.lots.push({
      id: lotId,
      house_id: house.houseId,
      catalog_id: catalogId,
      ref: ctx.refs.make(),
      lot_number: n,
      title: `${random.pick(theme.lots)}${random.chance(0.3) ? `, circa ${random.int(1850, 1975)}` : ''}`,
      restricted,
      low_estimate: Math.round(hammerDollars * 0.8) * 100,
      high_estimate: Math.round(hammerDollars * 1.2) * 100,
    });
    if (!held || !random.chance(0.86)) continue;
    // Skewed toward the first approvals: a few keen bidders win many lots, most win one or two.
    const approval = winners[Math.floor(random.next() ** 3 * winners.length)] ?? random.pick(winners);
    const hammer = hammerDollars * 100;
    data.sale_results.push({
      id: ids.take('sale_results'),
      house_id: house.houseId,
      lot_id: lotId,
      approval_id: approval.id,
      hammer,
    });
    won.push({
      lotId,
      approvalId: approval.id,
      bidderId: approval.bidderId,
      channel: approval.channel,
      saleType: group.saleType,
      hammer,
      buyerPremiumRate: premiumRate,
      restricted,
    });
  }
  return won;
}

/** A hammer price in whole dollars, log-uniform in range and rounded to a bid increment. */
function logUniformDollars(random: Random, min: number, max: number): number {
  const value = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
  const step = value < 100 ? 5 : value < 1_000 ? 25 : value < 10_000 ? 100 : 500;
  return Math.max(step, Math.round(value / step) * step);
}

function createInvoiceGroup(
  ctx: Context,
  house: HouseState,
  spec: {
    title: string;
    catalogIds: number[];
    wonLots: WonLot[];
    location: { country: string; state: string };
    createdAt: Date;
    inProgress: boolean;
    random: Random;
  },
): void {
  const { data, ids } = ctx;
  const invoiceGroupId = ids.take('invoice_groups');
  // Mostly the payrix template; some groups use the others so every template is in use.
  const settingsId = spec.random.chance(0.7)
    ? (house.templateIds[0] ?? 0)
    : spec.random.pick(house.templateIds);
  data.invoice_groups.push({
    id: invoiceGroupId,
    house_id: house.houseId,
    title: spec.title,
    settings_id: settingsId,
    invoice_created: !spec.inProgress,
    // Not queued here: the seeded "in progress" group stays in progress for the demo.
    build_pending: false,
    created_at: spec.createdAt,
  });
  for (const catalogId of spec.catalogIds)
    data.invoice_group_catalogs.push({ invoice_group_id: invoiceGroupId, catalog_id: catalogId });
  if (spec.inProgress) return;

  const built = buildInvoices(spec.wonLots, house.rulesByTemplate.get(settingsId) ?? [], spec.location);
  for (const invoice of built) {
    const invoiceId = ids.take('invoices');
    const lines = invoice.lines.map((line) => ({
      id: ids.take('invoice_lines'),
      invoice_id: invoiceId,
      lot_id: line.lotId,
      hammer: line.hammer,
      premium: line.premium,
      live_fee: line.liveFee,
      tax: line.tax,
      other: line.other,
      restricted: line.restricted,
    }));
    const row = {
      id: invoiceId,
      house_id: house.houseId,
      invoice_group_id: invoiceGroupId,
      approval_id: invoice.approvalId,
      bidder_id: invoice.bidderId,
      created_at: spec.createdAt,
    };
    house.statuses.assign(row, lines, spec.createdAt, spec.random);
    data.invoices.push(row);
    data.invoice_lines.push(...lines);
  }
}
