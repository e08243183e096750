import { PAYMENT_CENTER_MESSAGES, validateAppointment } from '@ah/schema';
import { Router } from 'express';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { callerOf } from '../viewer/caller.js';
import { billingStatement } from './billingStatement.js';
import { loadPaymentCenter } from './paymentCenterFacts.js';

/**
 * The payment center and billing under /app/house/{houseRef} (sales §2 Payments promo, Billing;
 * sales §2 Payments promo):
 * - GET /paymentCenter: eligibility, enrolment, processor type, booked appointments;
 * - POST /paymentCenter/enrol: turns payment processing on (409 NOT_ELIGIBLE when not eligible), so
 *   the invoicing charge features follow;
 * - POST /paymentCenter/appointments: books a call (the switch flow), in the house's time zone;
 * - GET /billing?year=: the statement of fees.
 */
export function paymentCenterRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });

  router.get('/paymentCenter', async (req, res) => {
    res.json({ data: await loadPaymentCenter(db, callerOf(req).houseId) });
  });

  router.post('/paymentCenter/enrol', async (req, res) => {
    const { houseId } = callerOf(req);
    const updated = await db
      .updateTable('houses')
      .set({
        payment_processing_enabled: true,
        payment_enrolled_at: sql<Date>`coalesce(payment_enrolled_at, now())`,
      })
      .where('id', '=', houseId)
      .where('payment_processing_eligible', '=', true)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      throw new HttpError(409, 'NOT_ELIGIBLE', PAYMENT_CENTER_MESSAGES.notEligible);
    res.json({ data: await loadPaymentCenter(db, houseId) });
  });

  router.post('/paymentCenter/appointments', async (req, res) => {
    const { houseId, userId } = callerOf(req);
    const body = req.body as {
      date: string;
      time: string;
      contactName: string;
      phone: string;
      notes?: string;
    };
    const [violation] = validateAppointment(body);
    if (violation) throw badRequest('INVALID_APPOINTMENT', violation.message, violation.field);
    const house = await db
      .selectFrom('houses')
      .select('time_zone')
      .where('id', '=', houseId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('payment_center_appointments')
      .values({
        house_id: houseId,
        user_id: userId,
        starts_at: sql<Date>`(${`${body.date} ${body.time}`}::timestamp at time zone ${house.time_zone})`,
        contact_name: body.contactName.trim(),
        phone: body.phone.trim(),
        notes: (body.notes ?? '').trim(),
      })
      .execute();
    res.status(201).json({ data: await loadPaymentCenter(db, houseId) });
  });

  router.get('/billing', async (req, res) => {
    const year = Number(req.query['year']);
    if (!Number.isInteger(year) || year < 2000 || year > 2100)
      throw badRequest('INVALID_YEAR', 'Choose a year from 2000 to 2100.', 'year');
    res.json({ data: await billingStatement(db, callerOf(req).houseId, year) });
  });

  return router;
}
