import { validateAppointment } from '@ah/schema';
import type { PaymentAppointmentInput } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { forbidden, ruleViolationsError } from '../../../errors.js';
import type { BillingStatementModel, PaymentCenterModel } from '../models.js';

/** The payment center is for houses eligible for payment processing (sales §2 Top navigation). */
async function requireEligibleHouse(context: GatewayContext): Promise<string> {
  const viewer = await context.requireViewer();
  if (!viewer.houseInfo.paymentProcessingEligible) throw forbidden();
  return viewer.houseInfo.houseRef;
}

export async function paymentCenter(context: GatewayContext): Promise<PaymentCenterModel> {
  const houseRef = await requireEligibleHouse(context);
  const res = await context.rest.house.GET('/app/house/{houseRef}/paymentCenter', {
    params: { path: { houseRef } },
  });
  return res.data.data;
}

/** Sign-up: turns payment processing on for the house (sales §2 Payments promo). */
export async function enrolInPaymentProcessing(context: GatewayContext): Promise<PaymentCenterModel> {
  const houseRef = await requireEligibleHouse(context);
  const res = await context.rest.house.POST('/app/house/{houseRef}/paymentCenter/enrol', {
    params: { path: { houseRef } },
  });
  return res.data.data;
}

/** The switch flow's booking (sales §2 Payments promo, action=switch), after the same rules as the form. */
export async function bookPaymentAppointment(
  context: GatewayContext,
  input: PaymentAppointmentInput,
): Promise<PaymentCenterModel> {
  const violations = validateAppointment(input);
  if (violations.length > 0) throw ruleViolationsError(violations);
  const houseRef = await requireEligibleHouse(context);
  const res = await context.rest.house.POST('/app/house/{houseRef}/paymentCenter/appointments', {
    params: { path: { houseRef } },
    body: {
      date: input.date,
      time: input.time,
      contactName: input.contactName.trim(),
      phone: input.phone.trim(),
      ...(input.notes ? { notes: input.notes.trim().slice(0, 1000) } : {}),
    },
  });
  return res.data.data;
}

/** The statement of fees (sales §2 Billing); a year outside 2000-2100 is the service's 400. */
export async function billingStatement(
  context: GatewayContext,
  year: number,
): Promise<BillingStatementModel> {
  const houseRef = await context.houseRef();
  const res = await context.rest.house.GET('/app/house/{houseRef}/billing', {
    params: { path: { houseRef }, query: { year } },
  });
  return res.data.data;
}
