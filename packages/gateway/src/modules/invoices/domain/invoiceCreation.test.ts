import { INVOICE_CREATION_STALLED_AFTER_MS } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import { invoiceCreationState, type InvoiceCreationFacts } from './invoiceCreation.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const group = (overrides: Partial<InvoiceCreationFacts>): InvoiceCreationFacts => ({
  invoiceCreated: false,
  buildQueued: true,
  createdAt: ago(1_000),
  ...overrides,
});

describe('invoice creation state (invoicing §2.2 Creating Invoices)', () => {
  it.each([
    ['created: the invoices exist', group({ invoiceCreated: true, buildQueued: false }), 'CREATED'],
    ['created long ago', group({ invoiceCreated: true, createdAt: ago(86_400_000) }), 'CREATED'],
    ['in progress: a build is queued, just started', group({}), 'IN_PROGRESS'],
    [
      'in progress: exactly at the limit',
      group({ createdAt: ago(INVOICE_CREATION_STALLED_AFTER_MS) }),
      'IN_PROGRESS',
    ],
    [
      'stalled: the build runs past the limit',
      group({ createdAt: ago(INVOICE_CREATION_STALLED_AFTER_MS + 1) }),
      'STALLED',
    ],
    ['stalled: no build is queued, none will come', group({ buildQueued: false }), 'STALLED'],
    ['stalled: an unreadable creation time', group({ createdAt: 'never' }), 'STALLED'],
  ] as const)('%s', (_name, facts, state) => {
    expect(invoiceCreationState(facts, NOW)).toBe(state);
  });
});
