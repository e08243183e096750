import type { Channel } from '../invoices/tables.js';
import type { ConnectType, ProcessorType } from '../viewer/tables.js';
import { DEMO_HOUSE_REF, DEMO_PASSWORD, INSTANT_HOUSE_REF, OTHER_HOUSE_REF } from './demoLogins.js';

/** What each seeded house contains, by size. The generator turns plans into rows. */

/**
 * `small` for tests and the demo; `large` for a big house (a 573-invoice group, 13,000 lots); `huge`,
 * ten times large, to measure growth (issue 32): some 50,000 lots in the demo house, a group of 5,000
 * invoices and, with its bulk-bidding seed, a timed sale of 12,000 lots. Only benchmarks use `huge`.
 */
export type SeedSize = 'small' | 'large' | 'huge';

export const SEED_SIZES: readonly SeedSize[] = ['small', 'large', 'huge'];

export interface AddressPlan {
  name: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface ChargePlan {
  kind: 'tax' | 'fee';
  name: string;
  /** Thousandths of a percent. */
  rate: number;
  country: string;
  state: string;
  hammer: boolean;
  premium: boolean;
  liveFee: boolean;
}

export interface TemplatePlan {
  name: string;
  payrix: boolean;
  addressIndex: number;
  charges: ChargePlan[];
}

export interface UserPlan {
  userName: string;
  firstName: string;
  lastName: string;
  password: string;
  superUser: boolean;
  access: 'all' | 'invoices';
}

export interface HousePlan {
  key: string;
  ref: string;
  userName: string;
  name: string;
  timeZone: string;
  processorType: ProcessorType;
  paymentProcessing: boolean;
  autoCharge: boolean;
  connectType: ConnectType;
  /** An instant house (sales §2 Top navigation: Private Label Settings needs one); default false. */
  isInstant?: boolean;
  addresses: AddressPlan[];
  /** Relative weight of each address as a sale's location. */
  addressWeights: number[];
  users: UserPlan[];
  templates: TemplatePlan[];
  bidders: number;
  channelWeights: ReadonlyArray<readonly [Channel, number]>;
  invoicedGroups: number;
  uninvoicedGroups: number;
  futureGroups: number;
  lotsPerCatalog: readonly [number, number];
  /** One very large invoiced sale (hundreds of invoices) and one large uninvoiced one. */
  megaSales?: { invoicedLots: number; uninvoicedLots: number; sessions: number };
}

const tax = (
  name: string,
  rate: number,
  country: string,
  state: string,
  bases: 'hp' | 'hpl',
): ChargePlan => ({
  kind: 'tax',
  name,
  rate,
  country,
  state,
  hammer: true,
  premium: true,
  liveFee: bases === 'hpl',
});

const DEMO_TAXES: ChargePlan[] = [
  tax('NY Sales Tax', 8_875, 'US', 'NY', 'hpl'),
  tax('NJ Sales Tax', 6_625, 'US', 'NJ', 'hp'),
  tax('MA Sales Tax', 6_250, 'US', 'MA', 'hp'),
  tax('HST', 13_000, 'CA', 'ON', 'hpl'),
];

const CHANNELS: ReadonlyArray<readonly [Channel, number]> = [
  ['INV', 50],
  ['PL', 20],
  ['AZ', 15],
  ['Floor', 15],
];

function demoHouse(size: SeedSize): HousePlan {
  const large = size !== 'small';
  const huge = size === 'huge';
  return {
    key: 'demo',
    ref: DEMO_HOUSE_REF,
    userName: 'demo',
    name: 'Demo Auction House',
    timeZone: 'America/New_York',
    processorType: 'p',
    paymentProcessing: true,
    autoCharge: true,
    connectType: 'p',
    addresses: [
      {
        name: 'Main Gallery',
        line1: '120 Madison Avenue',
        city: 'New York',
        state: 'NY',
        postalCode: '10016',
        country: 'US',
      },
      {
        name: 'Hudson Warehouse',
        line1: '45 Port Imperial Blvd',
        city: 'Weehawken',
        state: 'NJ',
        postalCode: '07086',
        country: 'US',
      },
      {
        name: 'Boston Showroom',
        line1: '300 Newbury Street',
        city: 'Boston',
        state: 'MA',
        postalCode: '02115',
        country: 'US',
      },
      {
        name: 'Toronto Salon',
        line1: '88 Yorkville Avenue',
        city: 'Toronto',
        state: 'ON',
        postalCode: 'M5R 1B9',
        country: 'CA',
      },
    ],
    addressWeights: [60, 20, 15, 5],
    users: [
      {
        userName: 'staff',
        firstName: 'Sam',
        lastName: 'Staffer',
        password: DEMO_PASSWORD,
        superUser: false,
        access: 'all',
      },
      {
        userName: 'super',
        firstName: 'Sasha',
        lastName: 'Super',
        password: DEMO_PASSWORD,
        superUser: true,
        access: 'all',
      },
      {
        userName: 'clerk',
        firstName: 'Casey',
        lastName: 'Clerk',
        password: DEMO_PASSWORD,
        superUser: false,
        access: 'invoices',
      },
    ],
    templates: [
      {
        name: 'Standard Invoice',
        payrix: true,
        addressIndex: 0,
        charges: [
          ...DEMO_TAXES,
          {
            kind: 'fee',
            name: 'Handling Fee',
            rate: 1_000,
            country: 'ALL',
            state: 'ALL',
            hammer: true,
            premium: false,
            liveFee: false,
          },
        ],
      },
      {
        name: 'Check & Wire Payments',
        payrix: false,
        addressIndex: 1,
        charges: [
          ...DEMO_TAXES,
          {
            kind: 'fee',
            name: 'Processing Fee',
            rate: 2_500,
            country: 'ALL',
            state: 'ALL',
            hammer: true,
            premium: true,
            liveFee: false,
          },
        ],
      },
      {
        name: 'Timed Online Sales',
        payrix: true,
        addressIndex: 0,
        charges: [tax('NY Sales Tax', 8_875, 'US', 'NY', 'hp'), tax('NJ Sales Tax', 6_625, 'US', 'NJ', 'hp')],
      },
    ],
    bidders: huge ? 10_000 : large ? 1_000 : 40,
    channelWeights: CHANNELS,
    invoicedGroups: large ? 60 : 22,
    uninvoicedGroups: large ? 90 : 30,
    futureGroups: large ? 10 : 4,
    lotsPerCatalog: huge ? [60, 110] : large ? [20, 50] : [6, 14],
    ...(huge
      ? { megaSales: { invoicedLots: 4_200, uninvoicedLots: 2_000, sessions: 3 } }
      : large
        ? { megaSales: { invoicedLots: 500, uninvoicedLots: 300, sessions: 3 } }
        : {}),
  };
}

function otherHouse(size: SeedSize): HousePlan {
  const large = size !== 'small';
  return {
    key: 'other',
    ref: OTHER_HOUSE_REF,
    userName: 'other',
    name: 'Pacific Coast Auctions',
    timeZone: 'America/Los_Angeles',
    processorType: 's',
    paymentProcessing: false,
    autoCharge: false,
    connectType: 'n',
    addresses: [
      {
        name: 'Los Angeles Gallery',
        line1: '8800 Sunset Blvd',
        city: 'Los Angeles',
        state: 'CA',
        postalCode: '90069',
        country: 'US',
      },
      {
        name: 'San Diego Warehouse',
        line1: '2150 Pacific Highway',
        city: 'San Diego',
        state: 'CA',
        postalCode: '92101',
        country: 'US',
      },
    ],
    addressWeights: [70, 30],
    users: [
      {
        userName: 'staff',
        firstName: 'Riley',
        lastName: 'Other',
        password: DEMO_PASSWORD,
        superUser: false,
        access: 'all',
      },
    ],
    templates: [
      {
        name: 'Pacific Invoice',
        payrix: false,
        addressIndex: 0,
        charges: [tax('CA Sales Tax', 7_250, 'US', 'CA', 'hp')],
      },
    ],
    bidders: large ? 60 : 20,
    channelWeights: CHANNELS,
    invoicedGroups: large ? 8 : 4,
    uninvoicedGroups: large ? 6 : 3,
    futureGroups: 1,
    lotsPerCatalog: [4, 8],
  };
}

/**
 * A small instant house of connect type s and processor type p: every screen gated on the house's
 * type (Private Label Settings, Your Customers, Sales Tax Reports, Payment Center) opens for its staff.
 * Generated last, so the first two houses' rows and ids do not change.
 */
function instantHouse(): HousePlan {
  return {
    key: 'instant',
    ref: INSTANT_HOUSE_REF,
    userName: 'instant',
    name: 'Harbor Instant Auctions',
    timeZone: 'America/Chicago',
    processorType: 'p',
    paymentProcessing: true,
    autoCharge: false,
    connectType: 's',
    isInstant: true,
    addresses: [
      {
        name: 'Harbor Saleroom',
        line1: '600 W Chicago Avenue',
        city: 'Chicago',
        state: 'IL',
        postalCode: '60654',
        country: 'US',
      },
    ],
    addressWeights: [100],
    users: [
      {
        userName: 'staff',
        firstName: 'Indira',
        lastName: 'Instant',
        password: DEMO_PASSWORD,
        superUser: false,
        access: 'all',
      },
    ],
    templates: [
      {
        name: 'Harbor Invoice',
        payrix: true,
        addressIndex: 0,
        charges: [tax('IL Sales Tax', 6_250, 'US', 'IL', 'hp')],
      },
    ],
    bidders: 12,
    channelWeights: CHANNELS,
    invoicedGroups: 2,
    uninvoicedGroups: 1,
    futureGroups: 1,
    lotsPerCatalog: [4, 6],
  };
}

export function housePlans(size: SeedSize): HousePlan[] {
  return [demoHouse(size), otherHouse(size), instantHouse()];
}
