import type { Kysely } from 'kysely';
import { ACCESS_FLAG_FIELDS, API_TOKEN_SCOPES } from '@ah/schema';
import type { DB } from '../db/schema.js';
import type { ConnectType } from './tables.js';
import type { CallerToken } from './caller.js';

type Flag = 0 | 1;

/** GET /app/house/user's `user`, as the contract's HouseUser. */
export interface HouseUserView {
  houseInfo: {
    houseRef: string;
    houseUserName: string;
    houseID: number;
    houseName: string;
    isOnlineOnly: boolean;
    disableINVAInvoicing: boolean;
    paymentProcessingEnabled: boolean;
    paymentProcessingEligible: boolean;
    autoChargeEnabled: boolean;
    liveOrTimedEnabled: boolean;
    binEnabled: boolean;
    timeZone: string;
    providerShippingEnabled: boolean;
    bulkBiddingEnabled: boolean;
  };
  userRef: string;
  userID: number;
  userName: string;
  firstName: string;
  lastName: string;
  houseUserRef: string;
  accessCalendar: Flag;
  accessCustomer: Flag;
  accessReports: Flag;
  accessSensitive: Flag;
  accessConsole: Flag;
  accessInvoices: Flag;
  accessBulkbiding: Flag;
  accessMessages: Flag;
  accessInventory: Flag;
  accessSettlement: Flag;
  accessUsers: Flag;
  accessPayments: Flag;
  connectType: ConnectType;
  isInstant: boolean;
  isSuperUser: boolean;
  /** Present when the caller is an API token: its limits (the flags above are already cut to its scopes). */
  apiToken?: CallerToken;
}

const flag = (value: boolean): Flag => (value ? 1 : 0);

/** The user (scoped to their house) with house info and flags; null when there is no such user. */
export async function loadHouseUser(
  db: Kysely<DB>,
  userId: number,
  houseId: number,
  token?: CallerToken,
): Promise<HouseUserView | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('houses', 'houses.id', 'users.house_id')
    .selectAll('users')
    .select([
      'houses.ref as house_ref',
      'houses.user_name as house_user_name',
      'houses.name as house_name',
      'houses.time_zone',
      'houses.is_online_only',
      'houses.disable_inva_invoicing',
      'houses.payment_processing_enabled',
      'houses.payment_processing_eligible',
      'houses.auto_charge_enabled',
      'houses.live_or_timed_enabled',
      'houses.bin_enabled',
      'houses.connect_type',
      'houses.is_instant',
      'houses.provider_shipping_enabled',
      'houses.bulk_bidding_enabled',
    ])
    .where('users.id', '=', userId)
    .where('users.house_id', '=', houseId)
    .executeTakeFirst();
  if (!row) return null;
  const view: HouseUserView = {
    houseInfo: {
      houseRef: row.house_ref,
      houseUserName: row.house_user_name,
      houseID: row.house_id,
      houseName: row.house_name,
      isOnlineOnly: row.is_online_only,
      disableINVAInvoicing: row.disable_inva_invoicing,
      paymentProcessingEnabled: row.payment_processing_enabled,
      paymentProcessingEligible: row.payment_processing_eligible,
      autoChargeEnabled: row.auto_charge_enabled,
      liveOrTimedEnabled: row.live_or_timed_enabled,
      binEnabled: row.bin_enabled,
      timeZone: row.time_zone,
      providerShippingEnabled: row.provider_shipping_enabled,
      bulkBiddingEnabled: row.bulk_bidding_enabled,
    },
    userRef: row.ref,
    userID: row.id,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    houseUserRef: row.house_user_ref,
    accessCalendar: flag(row.access_calendar),
    accessCustomer: flag(row.access_customer),
    accessReports: flag(row.access_reports),
    accessSensitive: flag(row.access_sensitive),
    accessConsole: flag(row.access_console),
    accessInvoices: flag(row.access_invoices),
    // The legacy service spells it "Bulkbiding"; the contract keeps that.
    accessBulkbiding: flag(row.access_bulkbidding),
    accessMessages: flag(row.access_messages),
    accessInventory: flag(row.access_inventory),
    accessSettlement: flag(row.access_settlement),
    accessUsers: flag(row.access_users),
    accessPayments: flag(row.access_payments),
    connectType: row.connect_type,
    isInstant: row.is_instant,
    isSuperUser: row.is_super_user,
  };
  return token ? withTokenLimits(view, token) : view;
}

/**
 * A token's view: the user's current flags cut to the token's scopes (never more than the user has
 * now), and no super-user powers for a scoped token, whose scopes name every area it may reach.
 */
function withTokenLimits(view: HouseUserView, token: CallerToken): HouseUserView {
  const limited: HouseUserView = { ...view, apiToken: token };
  if (token.scopes === null) return limited;
  for (const scope of API_TOKEN_SCOPES)
    if (!token.scopes.includes(scope)) limited[ACCESS_FLAG_FIELDS[scope]] = 0;
  limited.isSuperUser = false;
  return limited;
}
