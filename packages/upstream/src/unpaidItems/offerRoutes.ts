import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { jsonObjectBody, parsePositiveInteger } from '../http/validate.js';
import { callerOf } from '../viewer/caller.js';
import { findOffer, listOffers } from './offerViews.js';
import { pageQueryOf } from './paging.js';
import { decideOffer } from './secondChance.js';
import type { SecondChanceOfferState } from './tables.js';

const STATES: readonly SecondChanceOfferState[] = ['SENT', 'ACCEPTED', 'DECLINED', 'EXPIRED'];
const DECISIONS = ['ACCEPTED', 'DECLINED'] as const;

const isState = (value: unknown): value is SecondChanceOfferState =>
  typeof value === 'string' && (STATES as readonly string[]).includes(value);

/** GET /unpaidItems/offers and POST /unpaidItems/offers/{offerId}/decision. */
export function offerRoutes(db: Kysely<DB>, clock: () => Date): Router {
  const router = Router({ mergeParams: true });

  router.get('/offers', async (req, res) => {
    const { houseId } = callerOf(req);
    const state = req.query['state'];
    if (state !== undefined && !isState(state))
      throw badRequest('INVALID_STATE', `"state" must be one of ${STATES.join(', ')}.`, 'state');
    res.json({ data: await listOffers(db, houseId, state, pageQueryOf(req)) });
  });

  router.post('/offers/:offerId/decision', async (req, res) => {
    const { houseId } = callerOf(req);
    const offerId = parsePositiveInteger(req.params['offerId']);
    const offer = offerId === null ? undefined : await findOffer(db, houseId, offerId);
    if (!offer) throw notFound('OFFER_NOT_FOUND', 'No such second-chance offer in your house.');
    const body = jsonObjectBody(req.body, ['decision']);
    const decision = DECISIONS.find((d) => d === body['decision']);
    if (!decision) throw badRequest('INVALID_BODY', '"decision" must be ACCEPTED or DECLINED.', 'decision');
    if (offer.state !== 'SENT')
      throw badRequest('OFFER_NOT_OPEN', `This offer is ${offer.state.toLowerCase()}: only a sent offer can be decided.`);
    // secondChance.ts (the job's side) re-checks SENT in its transaction, so two decisions race safely.
    await decideOffer(db, { houseId, offerId: offer.id, decision, now: clock() });
    res.json({ data: { offer: await findOffer(db, houseId, offer.id) } });
  });

  return router;
}
