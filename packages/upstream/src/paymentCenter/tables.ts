import type { Generated } from 'kysely';
import type { Defaulted, Nullable, Timestamp } from '../db/columnTypes.js';

/** Kysely's view of the payment center's appointments (0020; sales §2 Payments promo, switch). */
export interface PaymentCenterAppointmentsTable {
  id: Generated<number>;
  house_id: number;
  user_id: Nullable<number>;
  starts_at: Timestamp;
  contact_name: string;
  phone: string;
  notes: Defaulted<string>;
  created_at: Timestamp;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    payment_center_appointments: PaymentCenterAppointmentsTable;
  }
}
