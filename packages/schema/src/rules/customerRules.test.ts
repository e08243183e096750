import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_MESSAGES,
  CUSTOMERS_PAGE_SIZE,
  YOUR_CUSTOMERS_REDIRECT,
  customerMatches,
  hasYourCustomers,
} from './customerRules.js';

describe('customer rules (sales §2, §5 Search, §8, §9)', () => {
  it('opens Your Customers for connect types s, p and e only, and redirects to /?p=1', () => {
    expect(['s', 'p', 'e'].map(hasYourCustomers)).toEqual([true, true, true]);
    expect(['i', 'n', ''].map(hasYourCustomers)).toEqual([false, false, false]);
    expect(YOUR_CUSTOMERS_REDIRECT).toBe('/?p=1');
  });

  it('pages by 50 and has the load failure text verbatim', () => {
    expect(CUSTOMERS_PAGE_SIZE).toBe(50);
    expect(CUSTOMER_MESSAGES.loadFailed).toBe(
      'Unable to load your customers. Please try again later or contact Customer Care.',
    );
  });

  it('matches first name, last name or e-mail, case-insensitive; blank matches all', () => {
    const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    expect(customerMatches(ada, 'ADA')).toBe(true);
    expect(customerMatches(ada, 'lovel')).toBe(true);
    expect(customerMatches(ada, 'EXAMPLE.COM')).toBe(true);
    expect(customerMatches(ada, '  ')).toBe(true);
    expect(customerMatches(ada, 'babbage')).toBe(false);
  });
});
