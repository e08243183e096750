import { Router } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from '../viewer/authenticate.js';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/httpError.js';
import { requireShippingAccount, shippingAccountOf } from './shippingAccount.js';

/** The code a house without a shipping policy gets: shipping is then disabled (sales §7). */
export const POLICY_NOT_FOUND = 'POLICY_NOT_FOUND';

/** GET /api/shipping/policy (sales §3 Shipping policy), mounted at /api/shipping. */
export function policyRoutes(db: Kysely<DB>): Router {
  const router = Router();
  router.use('/policy', requireCaller(db), requireShippingAccount(db));

  router.get('/policy', async (req, res) => {
    const houseId = callerOf(req).houseId;
    const policy = await db
      .selectFrom('shipping_policies')
      .innerJoin('houses', 'houses.id', 'shipping_policies.house_id')
      .select([
        'shipping_policies.id',
        'shipping_policies.name',
        'shipping_policies.eligible',
        'houses.ref',
        'houses.user_name',
      ])
      .where('shipping_policies.house_id', '=', houseId)
      .executeTakeFirst();
    if (!policy) throw notFound(POLICY_NOT_FOUND, 'The house has no shipping policy.');
    const [origins, terms] = await Promise.all([
      db
        .selectFrom('shipping_origins')
        .select(['id', 'name', 'flag'])
        .where('house_id', '=', houseId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('shipping_terms')
        .select(['id', 'name'])
        .where('house_id', '=', houseId)
        .orderBy('id')
        .execute(),
    ]);
    res.json({
      policy: {
        id: policy.id,
        name: policy.name,
        origins: origins.map((o) => ({ id: o.id, name: o.name, flag: o.flag })),
        account: shippingAccountOf(policy),
        flags: { eligible: policy.eligible },
        terms: terms.map((t) => ({ id: t.id, name: t.name })),
      },
    });
  });

  return router;
}
