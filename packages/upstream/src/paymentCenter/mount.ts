import type { DomainMount } from '../domain.js';
import { paymentCenterRoutes } from './paymentCenterRoutes.js';

/** The payment center and billing (sales §2 Payments promo, Billing). */
export const mountPaymentCenter: DomainMount = ({ db }) => ({ houseRoutes: [paymentCenterRoutes(db)] });
