import { API_TOKEN_DEFAULT_TTL_DAYS, API_TOKEN_MAX_TTL_DAYS, API_TOKEN_RULE_MESSAGES } from '@ah/schema';
import type { ApiTokenScope } from '../../../__generated__/graphql';

/** The viewer's access flags, as `viewer { access }` gives them. */
export type AccessFlags = Readonly<Record<AccessFlagName, boolean>>;

type AccessFlagName =
  | 'invoices'
  | 'reports'
  | 'calendar'
  | 'customer'
  | 'sensitive'
  | 'messages'
  | 'console'
  | 'inventory'
  | 'settlement'
  | 'users'
  | 'bulkBidding'
  | 'payments';

/** Each scope, the access flag it stands for and what people call that area. */
const SCOPES: readonly { scope: ApiTokenScope; flag: AccessFlagName; label: string }[] = [
  { scope: 'INVOICES', flag: 'invoices', label: 'Invoices' },
  { scope: 'REPORTS', flag: 'reports', label: 'Reports' },
  { scope: 'CALENDAR', flag: 'calendar', label: 'My Auctions' },
  { scope: 'CUSTOMER', flag: 'customer', label: 'Customers' },
  { scope: 'SENSITIVE', flag: 'sensitive', label: 'Settings' },
  { scope: 'MESSAGES', flag: 'messages', label: 'Messages' },
  { scope: 'CONSOLE', flag: 'console', label: 'Console' },
  { scope: 'INVENTORY', flag: 'inventory', label: 'Inventory' },
  { scope: 'SETTLEMENT', flag: 'settlement', label: 'Settlement' },
  { scope: 'USERS', flag: 'users', label: 'Users' },
  { scope: 'BULK_BIDDING', flag: 'bulkBidding', label: 'Bulk bidding' },
  { scope: 'PAYMENTS', flag: 'payments', label: 'Payments' },
];

export function scopeLabel(scope: ApiTokenScope): string {
  return SCOPES.find((s) => s.scope === scope)?.label ?? scope;
}

/** The scopes a user may give a token: only the areas they hold (a token never has more than its user). */
export function scopeOptions(access: AccessFlags): { value: ApiTokenScope; label: string }[] {
  return SCOPES.filter((s) => access[s.flag]).map((s) => ({ value: s.scope, label: s.label }));
}

export type TokenStatus = 'active' | 'expired';

export function tokenStatus(token: { expired: boolean }): TokenStatus {
  return token.expired ? 'expired' : 'active';
}

/** A DateTime as staff read it: "Nov 26, 2026, 10:05 AM" in the browser's zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export const TOKEN_NAME_MAX = 50;

export interface NewTokenForm {
  name: string;
  expiresInDays: number | string;
  readOnly: boolean;
  scopes: ApiTokenScope[];
}

export const EMPTY_TOKEN_FORM: NewTokenForm = {
  name: '',
  expiresInDays: API_TOKEN_DEFAULT_TTL_DAYS,
  readOnly: false,
  scopes: [],
};

export const TOKEN_FORM_MESSAGES = {
  nameRequired: 'Token name is required',
  nameTooLong: `Token name must be ${TOKEN_NAME_MAX} characters or less`,
  expiresInDays: API_TOKEN_RULE_MESSAGES.expiresInDays,
} as const;

/** The form's problems by field; empty when it can be sent. */
export function tokenFormErrors(form: NewTokenForm): Partial<Record<'name' | 'expiresInDays', string>> {
  const errors: Partial<Record<'name' | 'expiresInDays', string>> = {};
  const name = form.name.trim();
  if (!name) errors.name = TOKEN_FORM_MESSAGES.nameRequired;
  else if (name.length > TOKEN_NAME_MAX) errors.name = TOKEN_FORM_MESSAGES.nameTooLong;
  const days = typeof form.expiresInDays === 'number' ? form.expiresInDays : Number.NaN;
  if (!Number.isInteger(days) || days < 1 || days > API_TOKEN_MAX_TTL_DAYS)
    errors.expiresInDays = TOKEN_FORM_MESSAGES.expiresInDays;
  return errors;
}

/** The mutation's variables: no scopes chosen means all of the user's areas (null). */
export function createTokenVariables(form: NewTokenForm) {
  return {
    name: form.name.trim(),
    expiresInDays: Number(form.expiresInDays),
    readOnly: form.readOnly,
    scopes: form.scopes.length > 0 ? form.scopes : null,
  };
}
