import type { DomainMount } from '../domain.js';
import { paymentCenterRoutes } from './paymentCenterRoutes.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/** The payment center and billing (sales §2 Payments promo, Billing). */
export const mountPaymentCenter: DomainMount = ({ db }) => ({ houseRoutes: [paymentCenterRoutes(db)] });
