import { describe, expect, it } from 'vitest';
import { previewAndSendTarget, type PreviewAndSendInput } from './invoicePreviewAndSend';
import {
  AUTO_CHARGE_SOURCE_KEY,
  FROM_CREATE_INVOICES_KEY,
  readAutoChargeSource,
  readFromCreateInvoices,
  writePreviewSession,
} from './invoicePreviewSession';

const base: PreviewAndSendInput = {
  groupId: '42',
  invoiceIds: ['7', '9'],
  autoChargeEnabled: true,
  processorType: 'p',
  source: 'create',
};

describe('previewAndSendTarget (invoicing §2.2)', () => {
  it('goes to the auto-charge route when auto charge is on and the processor is p', () => {
    expect(previewAndSendTarget(base)?.path).toBe('/invoices/InvoiceAutoCharge/42/invoice/7,9');
  });
  it('goes to the group preview otherwise', () => {
    expect(previewAndSendTarget({ ...base, autoChargeEnabled: false })?.path).toBe(
      '/invoices/InvoiceGroupPreview/42/invoice/7,9',
    );
    expect(previewAndSendTarget({ ...base, processorType: 's' })?.path).toBe(
      '/invoices/InvoiceGroupPreview/42/invoice/7,9',
    );
    expect(previewAndSendTarget({ ...base, processorType: null })?.path).toBe(
      '/invoices/InvoiceGroupPreview/42/invoice/7,9',
    );
  });
  it('is disabled without a group id or without invoices', () => {
    expect(previewAndSendTarget({ ...base, groupId: '' })).toBeNull();
    expect(previewAndSendTarget({ ...base, groupId: undefined })).toBeNull();
    expect(previewAndSendTarget({ ...base, invoiceIds: [] })).toBeNull();
  });
  it('sets fromCreateInvoices true on create and false on edit', () => {
    expect(previewAndSendTarget(base)?.session.fromCreateInvoices).toBe(true);
    expect(previewAndSendTarget({ ...base, source: 'edit' })?.session.fromCreateInvoices).toBe(false);
  });
  it('keeps autoChargeSource under processor p and clears it otherwise', () => {
    expect(previewAndSendTarget(base)?.session.autoChargeSource).toBe('create');
    expect(previewAndSendTarget({ ...base, source: 'edit' })?.session.autoChargeSource).toBe('edit');
    expect(previewAndSendTarget({ ...base, processorType: 'w' })?.session.autoChargeSource).toBeNull();
    // Auto charge off but processor p: still the preview route, the source is still kept.
    const off = previewAndSendTarget({ ...base, autoChargeEnabled: false });
    expect(off?.session.autoChargeSource).toBe('create');
  });
  it('from group details sets the source to group under processors p and s (§2.6) and leaves fromCreateInvoices', () => {
    const p = previewAndSendTarget({ ...base, source: 'group' });
    expect(p?.session).toEqual({ autoChargeSource: 'group' });
    expect(
      previewAndSendTarget({ ...base, source: 'group', processorType: 's' })?.session.autoChargeSource,
    ).toBe('group');
    expect(
      previewAndSendTarget({ ...base, source: 'group', processorType: 'w' })?.session.autoChargeSource,
    ).toBeNull();
  });
  it('encodes ids in the path', () => {
    expect(previewAndSendTarget({ ...base, autoChargeEnabled: false, invoiceIds: ['a/b'] })?.path).toBe(
      '/invoices/InvoiceGroupPreview/42/invoice/a%2Fb',
    );
  });
});

describe('preview session storage', () => {
  function memoryStorage() {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  }
  it('writes and reads the values under the spec names', () => {
    const storage = memoryStorage();
    writePreviewSession({ fromCreateInvoices: true, autoChargeSource: 'create' }, storage);
    expect(storage.map.get(FROM_CREATE_INVOICES_KEY)).toBe('true');
    expect(storage.map.get(AUTO_CHARGE_SOURCE_KEY)).toBe('create');
    expect(readFromCreateInvoices(storage)).toBe(true);
    expect(readAutoChargeSource(storage)).toBe('create');
  });
  it('clears autoChargeSource when it is null and leaves fromCreateInvoices alone when undefined', () => {
    const storage = memoryStorage();
    writePreviewSession({ fromCreateInvoices: false, autoChargeSource: 'edit' }, storage);
    writePreviewSession({ autoChargeSource: null }, storage);
    expect(storage.map.has(AUTO_CHARGE_SOURCE_KEY)).toBe(false);
    expect(readFromCreateInvoices(storage)).toBe(false);
    expect(storage.map.get(FROM_CREATE_INVOICES_KEY)).toBe('false');
  });
  it('ignores unknown stored values', () => {
    const storage = memoryStorage();
    storage.setItem(AUTO_CHARGE_SOURCE_KEY, 'elsewhere');
    expect(readAutoChargeSource(storage)).toBeNull();
  });
  it('uses window.sessionStorage by default', () => {
    writePreviewSession({ fromCreateInvoices: true, autoChargeSource: 'edit' });
    expect(window.sessionStorage.getItem(FROM_CREATE_INVOICES_KEY)).toBe('true');
    expect(readAutoChargeSource()).toBe('edit');
  });
});
