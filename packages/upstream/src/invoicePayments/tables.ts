import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the payment methods (0003) and the tables migration 0007_invoice_payments.sql creates. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

export type CardChargeOutcome =
  'APPROVED' | 'DECLINED' | 'INSUFFICIENT_FUNDS' | 'OVER_CARD_LIMIT' | 'ACH_ONLY';

export type InvoiceAuditAction =
  | 'CARD_CHARGED'
  | 'CARD_DECLINED'
  | 'MARKED_PAID'
  | 'MARKED_NOT_PAID'
  | 'SENT'
  | 'AUTO_CHARGE_SET'
  | 'AUTO_CHARGE_REMOVED'
  // The unpaid-items automation's steps and staff's pauses of it (0036).
  | 'PAYMENT_REMINDER_SENT'
  | 'DISPUTE_OPENED'
  | 'DISPUTE_CLOSED'
  | 'SECOND_CHANCE_OFFERED'
  | 'SECOND_CHANCE_OFFER_EXPIRED'
  | 'STRIKE_EXPIRED'
  | 'AUTOMATION_PAUSED'
  | 'AUTOMATION_RESUMED';

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface CardChargesTable {
  id: Generated<number>;
  house_id: number;
  invoice_id: number;
  amount: number;
  outcome: CardChargeOutcome;
  card_brand: string | null;
  card_last4: string | null;
  source: 'batch' | 'auto';
  user_id: number | null;
  created_at: Timestamp;
}

export interface InvoiceEmailsTable {
  id: Generated<number>;
  house_id: number;
  invoice_id: number;
  invoice_group_id: number;
  to_address: string;
  from_address: string;
  bcc: Defaulted<string>;
  subject: string;
  body: string;
  delivery: 'smtp' | 'outbox';
  created_at: Timestamp;
}

export interface InvoiceAuditTable {
  id: Generated<number>;
  house_id: number;
  invoice_id: number;
  user_id: number | null;
  actor: string;
  actor_user_name: string | null;
  action: InvoiceAuditAction;
  summary: string;
  changes: Json<AuditChange[]>;
  created_at: Timestamp;
}

export interface PaymentMethodsTable {
  id: number;
  name: string;
  is_online: Defaulted<boolean>;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    payment_methods: PaymentMethodsTable;
    card_charges: CardChargesTable;
    invoice_emails: InvoiceEmailsTable;
    invoice_audit: InvoiceAuditTable;
  }
}
