import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ProcessorType } from '../viewer/tables.js';

/** How buyers of a house can pay online (GET /house/{houseRef}/paymentInfo; the preview's options). */
export interface PaymentOptions {
  currencyCode: string;
  /** Card brands accepted online; empty when the house does not process payments. */
  acceptedCards: string[];
  allowACHPayment: boolean;
  paymentProcessingEnabled: boolean;
  autoChargeEnabled: boolean;
  processorType: ProcessorType;
}

export async function loadPaymentOptions(db: Kysely<DB>, houseId: number): Promise<PaymentOptions> {
  const row = await db
    .selectFrom('houses')
    .select([
      'currency_code',
      'accepted_cards',
      'ach_payment_enabled',
      'payment_processing_enabled',
      'auto_charge_enabled',
      'processor_type',
    ])
    .where('id', '=', houseId)
    .executeTakeFirstOrThrow();
  const processing = row.payment_processing_enabled;
  return {
    currencyCode: row.currency_code,
    acceptedCards: processing ? row.accepted_cards : [],
    allowACHPayment: processing && row.ach_payment_enabled,
    paymentProcessingEnabled: processing,
    autoChargeEnabled: row.auto_charge_enabled,
    processorType: row.processor_type,
  };
}
