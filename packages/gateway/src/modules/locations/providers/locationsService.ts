import {
  FULFILMENT_LOCATION_MESSAGES,
  fulfilmentStateIsDropdown,
  hasSubdivisionList,
  HOUSE_LOCATION_MESSAGES,
  orderCountries,
  requiredMessage,
  subdivisionLabelOf,
  validateFulfilmentLocation,
  validateHouseLocation,
  type RuleViolation,
} from '@ah/schema';
import type {
  CountryListOrder,
  FulfilmentLocationInput,
  HouseLocationInput,
  Subdivision,
  TimeZone,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { isKnownTimeZone } from '../../../shared/zonedTime.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';
import type {
  CountryModel,
  FulfilmentLocationModel,
  HouseLocationModel,
  ShippingPolicyModel,
} from '../models.js';
import { toTimeZone } from './timeZones.js';
import { isNotFound, notFound, numericId } from '../../../input/ids.js';
import { houseCaller } from '../../../shared/houseCaller.js';
import { inInputFields } from '../../../rest/inputTerms.js';
import { SaleSetupApi } from '../../../rest/house/saleSetupApi.js';
import { ShippingPolicyApi } from './shippingPolicyApi.js';

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export async function houseLocations(context: GatewayContext): Promise<HouseLocationModel[]> {
  await houseCaller(context);
  return context.loaders.locations.houseAddresses.load('own');
}

export async function countries(context: GatewayContext, order: CountryListOrder): Promise<CountryModel[]> {
  await houseCaller(context);
  const list = await context.loaders.locations.countries.load('all');
  return orderCountries(
    list.map((c) => ({ code: c.countryCode, name: c.countryName })),
    order,
    (p) => p,
  );
}

/** A country's subdivisions: only US, CA, AU and UK have lists (sales §9); others answer empty. */
export async function subdivisions(context: GatewayContext, countryCode: string): Promise<Subdivision[]> {
  await houseCaller(context);
  const code = countryCode.trim().toUpperCase();
  if (!COUNTRY_CODE.test(code))
    throw badUserInput('countryCode must be a two-letter country code', 'countryCode');
  if (!hasSubdivisionList(code)) return [];
  const states = await context.loaders.locations.states.load(code);
  return states.map((s) => ({ code: s.stateCode, name: s.stateName }));
}

export async function timeZones(context: GatewayContext): Promise<TimeZone[]> {
  await houseCaller(context);
  return (await context.loaders.locations.timeZones.load('all')).map(toTimeZone);
}

export async function shippingPolicy(context: GatewayContext): Promise<ShippingPolicyModel | null> {
  const { account } = await houseCaller(context);
  return context.loaders.locations.shippingPolicy.load(account);
}

export async function fulfilmentLocation(
  context: GatewayContext,
  id: string,
): Promise<FulfilmentLocationModel> {
  const { account } = await houseCaller(context);
  const originId = numericId(id, 'id');
  return context.loaders.locations.shippingOrigin.load({ account, originId }).catch((error: unknown) => {
    if (isNotFound(error)) throw notFound('No fulfilment location with this id.');
    throw error;
  });
}

/** Checks a subdivision against the country's list (when it has one). */
async function subdivisionViolation(
  context: GatewayContext,
  countryCode: string,
  code: string | null | undefined,
  field: string,
  message: string,
): Promise<RuleViolation | null> {
  const states = await context.loaders.locations.states.load(countryCode);
  return states.some((s) => s.stateCode === code) ? null : { field, message };
}

/**
 * Adds or edits a house location (sales §5 House location form): the shared rules, the country and
 * state checked against the service's lists, then POST /location; the service's 302 becomes the
 * postal-code message on `postalCode`.
 */
export async function saveHouseLocation(
  context: GatewayContext,
  input: HouseLocationInput,
): Promise<HouseLocationModel> {
  const { houseRef } = await houseCaller(context);
  const country = input.countryCode.trim().toUpperCase();
  const violations = validateHouseLocation({ ...input, countryCode: country });
  if (violations.length === 0) {
    const known = await context.loaders.locations.countries.load('all');
    if (!known.some((c) => c.countryCode === country))
      violations.push({ field: 'countryCode', message: requiredMessage('Country') });
    else if (hasSubdivisionList(country)) {
      const v = await subdivisionViolation(
        context,
        country,
        input.stateCode,
        'stateCode',
        requiredMessage(subdivisionLabelOf(country)),
      );
      if (v) violations.push(v);
    }
    if (input.timeZone && !isKnownTimeZone(input.timeZone))
      violations.push({ field: 'timeZone', message: 'Please select a time zone' });
  }
  if (violations.length > 0) throw ruleViolationsError(violations);
  const id = input.id ? numericId(input.id, 'id') : null;
  if (id && !(await context.loaders.locations.houseAddresses.load('own')).some((a) => String(a.addressID) === id))
    throw notFound('No location with this id.', 'id');
  const withStates = hasSubdivisionList(country);
  const result = await new SaleSetupApi(context.rest.house)
    .saveLocation(houseRef, {
      ...(id ? { addressID: Number(id) } : {}),
      facilityName: input.facilityName?.trim() ?? '',
      addressStreet1: input.street1.trim(),
      addressStreet2: input.street2?.trim() ?? '',
      addressCity: input.city.trim(),
      countryCode: country,
      stateCode: withStates ? (input.stateCode?.trim() ?? '') : '',
      province: withStates ? '' : (input.province?.trim() ?? ''),
      postalCode: input.postalCode.trim(),
      addressPhone: input.phone?.trim() ?? '',
      addressFax: input.fax?.trim() ?? '',
      email: input.email?.trim() ?? '',
      timeZoneID: input.timeZone?.trim() || null,
    })
    .catch((error: unknown) => {
      throw inInputFields(error, {
        facilityName: 'facilityName',
        addressStreet1: 'street1',
        addressStreet2: 'street2',
        addressCity: 'city',
        countryCode: 'countryCode',
        stateCode: 'stateCode',
        province: 'province',
        postalCode: 'postalCode',
        addressPhone: 'phone',
        addressFax: 'fax',
        timeZoneID: 'timeZone',
      });
    });
  if (result.kind === 'adminError')
    throw badUserInput(HOUSE_LOCATION_MESSAGES.invalidFormat, 'postalCode', {
      reason: String(result.errorCode),
    });
  context.loaders.locations.houseAddresses.clearAll();
  const saved = (await context.loaders.locations.houseAddresses.load('own')).find(
    (a) => a.addressID === result.addressId,
  );
  if (!saved) throw notFound('No location with this id.');
  return saved;
}

/** Deletes a house location; the primary one cannot be deleted (sales §5). */
export async function deleteHouseLocation(context: GatewayContext, id: string): Promise<boolean> {
  await houseCaller(context);
  const addressId = numericId(id, 'id');
  const location = (await context.loaders.locations.houseAddresses.load('own')).find(
    (a) => String(a.addressID) === addressId,
  );
  if (!location) throw notFound('No location with this id.');
  if (location.primary) throw badUserInput(HOUSE_LOCATION_MESSAGES.primaryCannotBeDeleted, 'id');
  const deleted = await new SaleSetupApi(context.rest.house)
    .deleteAddress(addressId)
    .catch((error: unknown) => {
      throw inInputFields(error, { addressID: 'id' });
    });
  context.loaders.locations.houseAddresses.clearAll();
  return deleted;
}

/**
 * Adds or edits a fulfilment location (sales §5 Fulfilment location modal): the shared rules with
 * their messages, US/CA states checked, the policy must exist (and hold the origin when editing).
 */
export async function saveFulfilmentLocation(
  context: GatewayContext,
  input: FulfilmentLocationInput,
): Promise<FulfilmentLocationModel> {
  const { account } = await houseCaller(context);
  const country = input.address.country.trim().toUpperCase();
  const draft = { ...input, address: { ...input.address, country } };
  const violations = validateFulfilmentLocation(draft);
  if (violations.length === 0 && fulfilmentStateIsDropdown(country)) {
    const v = await subdivisionViolation(
      context,
      country,
      input.address.state.trim(),
      'address.state',
      FULFILMENT_LOCATION_MESSAGES.stateRequired,
    );
    if (v) violations.push(v);
  }
  if (violations.length > 0) throw ruleViolationsError(violations);
  const policy = await context.loaders.locations.shippingPolicy.load(account);
  if (!policy) throw badUserInput('The house has no shipping policy.', 'id');
  const id = input.id ? numericId(input.id, 'id') : null;
  if (id && !policy.origins.some((o) => String(o.id) === id))
    throw notFound('No fulfilment location with this id.');
  const saved = await new ShippingPolicyApi(context.rest.shipping)
    .saveOrigin(account, {
      ...(id ? { id: Number(id) } : {}),
      name: input.name.trim(),
      accessInstructions: input.accessInstructions?.trim() ?? '',
      address: {
        addressLine1: input.address.addressLine1.trim(),
        addressLine2: input.address.addressLine2?.trim() ?? '',
        city: input.address.city.trim(),
        state: input.address.state.trim(),
        postalCode: input.address.postalCode.trim(),
        country,
      },
      contacts: input.contacts.map((c) => ({
        fullName: c.fullName.trim(),
        email: c.email.trim(),
        phoneNumber: c.phoneNumber.trim(),
      })),
    })
    .catch((error: unknown) => {
      throw inInputFields(error, {});
    });
  context.loaders.locations.shippingPolicy.clearAll();
  context.loaders.locations.shippingOrigin.clearAll();
  return saved;
}
