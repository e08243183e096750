import type { RuleViolation } from './types.js';

/** The payment center's texts (sales §2 Payments promo, §9 "Payments promo: required starting January"). */
export const PAYMENT_CENTER_MESSAGES = {
  headline: 'Payment processing is required starting January.',
  enrolled: 'Payment processing is enabled for your house.',
  notEligible: 'Your house is not eligible for payment processing. Please contact Customer Care.',
  booked: 'Your appointment is booked. A payments specialist will call you at the time you chose.',
  dateRequired: 'Appointment date is a required field',
  timeRequired: 'Appointment time is a required field',
  future: 'Please choose a time in the future.',
  nameRequired: 'Name is a required field',
  phoneInvalid: 'Phone number must have 10 to 15 digits',
} as const;

/** The benefit list of the promo (ours, from the product's payment features: invoicing §2.4, §2.6). */
export const PAYMENT_CENTER_BENEFITS = [
  'Charge winning bidders’ cards on file straight from your invoices',
  'Automatically charge buyers on the date you choose',
  'Get paid faster with card and ACH payments',
  'Fewer unpaid items: buyers’ cards are checked when they register',
  'One statement of your fees under Billing',
] as const;

export const PAYMENT_CENTER_FAQ_URL = 'https://www.liveauctioneers.com/support/payments-faq/';

/** Appointment slots of the switch flow: on the hour and half hour, 9:00 to 16:30 (ours). */
export const APPOINTMENT_SLOTS = Array.from({ length: 16 }, (_, i) => {
  const hour = 9 + Math.floor(i / 2);
  return `${String(hour).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
});

/** A featured-lot promotion costs $249 per lot (sales §9), in cents. */
export const FEATURED_LOT_FEE_CENTS = 24900;
/** The fee of an approved card payment (ours): 2.9% of the amount plus 30 cents. */
export const CARD_FEE = { basisPoints: 290, fixedCents: 30 } as const;

/** The fee of one approved card charge of `amountCents`, in whole cents (rounded half up). */
export function cardFeeCents(amountCents: number): number {
  return Math.floor((amountCents * CARD_FEE.basisPoints + 5000) / 10000) + CARD_FEE.fixedCents;
}

/** The switch flow's booking form (sales §2 Payments promo, action=switch). */
export function validateAppointment(
  input: { date: string; time: string; contactName: string; phone: string },
  now: Date = new Date(),
): RuleViolation[] {
  const v: RuleViolation[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date))
    v.push({ field: 'date', message: PAYMENT_CENTER_MESSAGES.dateRequired });
  if (!APPOINTMENT_SLOTS.includes(input.time))
    v.push({ field: 'time', message: PAYMENT_CENTER_MESSAGES.timeRequired });
  if (v.length === 0 && input.date < now.toISOString().slice(0, 10))
    v.push({ field: 'date', message: PAYMENT_CENTER_MESSAGES.future });
  if (!input.contactName.trim() || input.contactName.trim().length > 100)
    v.push({ field: 'contactName', message: PAYMENT_CENTER_MESSAGES.nameRequired });
  const digits = input.phone.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 15 || input.phone.length > 20)
    v.push({ field: 'phone', message: PAYMENT_CENTER_MESSAGES.phoneInvalid });
  return v;
}
