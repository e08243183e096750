import { Router } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';
import { loadAuctionCalendar, loadBinSale } from './calendarQuery.js';

/** The calendar's house-scoped calls (sales §7 Calendar), mounted under /app/house/{houseRef}. */
export function calendarRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });

  router.get('/auction-calendar', async (req, res) => {
    const upcoming = req.query['upcoming'];
    if (upcoming !== 'true' && upcoming !== 'false')
      throw badRequest('INVALID_PARAMETER', 'upcoming must be true or false.', 'upcoming');
    res.json({ groups: await loadAuctionCalendar(db, callerOf(req).houseId, upcoming === 'true') });
  });

  router.get('/auction-type/enabled', async (req, res) => {
    const house = await db
      .selectFrom('houses')
      .select(['live_or_timed_enabled', 'bin_enabled'])
      .where('id', '=', callerOf(req).houseId)
      .executeTakeFirstOrThrow();
    res.json({ liveOrTimedEnabled: house.live_or_timed_enabled, binEnabled: house.bin_enabled });
  });

  router.get('/paymentRequiredActivation', async (req, res) => {
    const houseId = callerOf(req).houseId;
    const house = await db
      .selectFrom('houses')
      .selectAll()
      .where('id', '=', houseId)
      .executeTakeFirstOrThrow();
    // With payment processing on, some terms must take cards: otherwise the calendar warns.
    const cardTerms = await db
      .selectFrom('invoice_settings')
      .select('id')
      .where('house_id', '=', houseId)
      .where('active', '=', true)
      .where('payrix_template', '=', true)
      .executeTakeFirst();
    res.json({
      paymentRequiredActivation: {
        paymentProcessingRequired: house.payment_processing_required,
        paymentProcessingEnabled: house.payment_processing_enabled,
        signUpComplete: !house.payment_processing_required || house.payment_processing_enabled,
        accountDisabled: house.account_disabled,
        cardExpired: house.card_expired,
        overdueBalance: house.overdue_balance,
        termsNeedCreditCard: house.payment_processing_enabled && !cardTerms,
        isHouseFeeStepActive: house.house_fee_step_active,
      },
    });
  });

  router.get('/bin/sale', async (req, res) => {
    res.json({ binSale: await loadBinSale(db, callerOf(req).houseId) });
  });

  return router;
}
