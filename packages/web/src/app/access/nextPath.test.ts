import { describe, expect, it } from 'vitest';
import { isServerPage, loginPathFor, safeNextPath } from './nextPath';

describe('safeNextPath', () => {
  it('keeps paths inside the app', () => {
    expect(safeNextPath('/invoices/ExistingInvoices?page=2')).toBe('/invoices/ExistingInvoices?page=2');
  });
  it('refuses other origins, protocol-relative paths and the login page itself', () => {
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('//evil.example/x')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('/login?next=/x')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
  it('builds the login path with ?next=', () => {
    expect(loginPathFor('/invoices?page=2')).toBe('/login?next=%2Finvoices%3Fpage%3D2');
    expect(loginPathFor('/')).toBe('/login');
  });
});

describe('isServerPage', () => {
  it('knows the GraphiQL explorer is served by the gateway, outside the app', () => {
    expect(isServerPage('/graphql')).toBe(true);
    expect(isServerPage('/graphql?query=%7B%7D')).toBe(true);
    expect(isServerPage('/graphqlx')).toBe(false);
    expect(isServerPage('/invoices')).toBe(false);
  });
});
