import type { components } from '../../__generated__/upstream/house.js';

/** Codegen mappers: the payment center and billing resolve from the house service's records. */
export type PaymentCenterModel = components['schemas']['PaymentCenterEnvelope']['data'];
export type PaymentAppointmentModel = components['schemas']['PaymentAppointment'];
export interface BillingStatementModel {
  year: number;
  totalCents: number;
  lines: components['schemas']['BillingLine'][];
}
export type BillingLineModel = components['schemas']['BillingLine'];
