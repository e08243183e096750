import { Router } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from '../viewer/authenticate.js';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { parsePositiveInteger } from '../http/validate.js';
import { parseOrigin, type OriginInput } from './originsBody.js';
import { POLICY_NOT_FOUND } from './policyRoutes.js';
import { requireShippingAccount } from './shippingAccount.js';

export interface OriginJson {
  id: number;
  name: string;
  accessInstructions: string;
  address: {
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  contacts: Array<{ fullName: string; email: string; phoneNumber: string }>;
}

async function loadOrigin(db: Kysely<DB>, houseId: number, originId: number): Promise<OriginJson> {
  const o = await db
    .selectFrom('shipping_origins')
    .selectAll()
    .where('id', '=', originId)
    .where('house_id', '=', houseId)
    .executeTakeFirst();
  if (!o) throw notFound('ORIGIN_NOT_FOUND', 'No fulfilment location with this id.');
  const contacts = await db
    .selectFrom('shipping_origin_contacts')
    .select(['full_name', 'email', 'phone_number'])
    .where('origin_id', '=', o.id)
    .orderBy('position')
    .execute();
  return {
    id: o.id,
    name: o.name,
    accessInstructions: o.access_instructions,
    address: {
      addressLine1: o.address_line1,
      addressLine2: o.address_line2,
      city: o.city,
      state: o.state,
      postalCode: o.postal_code,
      country: o.country,
    },
    contacts: contacts.map((c) => ({ fullName: c.full_name, email: c.email, phoneNumber: c.phone_number })),
  };
}

async function saveOrigin(db: Kysely<DB>, houseId: number, input: OriginInput): Promise<number> {
  const values = {
    name: input.name,
    access_instructions: input.accessInstructions,
    address_line1: input.address.addressLine1,
    address_line2: input.address.addressLine2,
    city: input.address.city,
    state: input.address.state,
    postal_code: input.address.postalCode,
    country: input.address.country,
  };
  return db.transaction().execute(async (trx) => {
    let originId: number;
    if (input.id) {
      const updated = await trx
        .updateTable('shipping_origins')
        .set(values)
        .where('id', '=', input.id)
        .where('house_id', '=', houseId)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw notFound('ORIGIN_NOT_FOUND', 'No fulfilment location with this id.');
      originId = updated.id;
      await trx.deleteFrom('shipping_origin_contacts').where('origin_id', '=', originId).execute();
    } else {
      const inserted = await trx
        .insertInto('shipping_origins')
        .values({ ...values, house_id: houseId })
        .returning('id')
        .executeTakeFirstOrThrow();
      originId = inserted.id;
    }
    await trx
      .insertInto('shipping_origin_contacts')
      .values(
        input.contacts.map((c, position) => ({
          origin_id: originId,
          position,
          full_name: c.fullName,
          email: c.email,
          phone_number: c.phoneNumber,
        })),
      )
      .execute();
    return originId;
  });
}

/** The fulfilment origins of the house's shipping policy (sales §7 Shipping origin), at /api/shipping. */
export function originsRoutes(db: Kysely<DB>): Router {
  const router = Router();
  router.use('/origin', requireCaller(db), requireShippingAccount(db));

  router.get('/origin/:originId', async (req, res) => {
    const originId = parsePositiveInteger(req.params['originId']);
    if (originId === null) throw notFound('ORIGIN_NOT_FOUND', 'No fulfilment location with this id.');
    res.json({ origin: await loadOrigin(db, callerOf(req).houseId, originId) });
  });

  router.post('/origin', async (req, res) => {
    const houseId = callerOf(req).houseId;
    const policy = await db
      .selectFrom('shipping_policies')
      .select('id')
      .where('house_id', '=', houseId)
      .executeTakeFirst();
    if (!policy) throw notFound(POLICY_NOT_FOUND, 'The house has no shipping policy.');
    const input = await parseOrigin(db, req.body);
    if (input.contacts.length === 0)
      throw badRequest('FIELD_REQUIRED', 'At least one contact is required.', 'contacts');
    const originId = await saveOrigin(db, houseId, input);
    res.json({ origin: await loadOrigin(db, houseId, originId) });
  });

  return router;
}
