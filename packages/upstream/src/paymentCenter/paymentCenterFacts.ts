import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** GET /paymentCenter (sales §2 Payments promo): the house's processing eligibility, enrolment and appointments. */
export async function loadPaymentCenter(db: Kysely<DB>, houseId: number) {
  const house = await db
    .selectFrom('houses')
    .select([
      'payment_processing_eligible',
      'payment_processing_enabled',
      'processor_type',
      'payment_enrolled_at',
    ])
    .where('id', '=', houseId)
    .executeTakeFirstOrThrow();
  const appointments = await db
    .selectFrom('payment_center_appointments')
    .select(['id', 'starts_at', 'contact_name', 'phone'])
    .where('house_id', '=', houseId)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  return {
    paymentProcessingEligible: house.payment_processing_eligible,
    paymentProcessingEnabled: house.payment_processing_enabled,
    processorType: house.processor_type,
    enrolledAt: house.payment_enrolled_at?.toISOString() ?? null,
    appointments: appointments.map((a) => ({
      id: a.id,
      startsAt: a.starts_at.toISOString(),
      contactName: a.contact_name,
      phone: a.phone,
    })),
  };
}
