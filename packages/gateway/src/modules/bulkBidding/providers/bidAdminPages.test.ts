import { describe, expect, it } from 'vitest';
import { bidAdminPagesFor } from './bidAdminPages.js';

describe('bidAdminPagesFor', () => {
  it('reads a numbered page of 50 as one bid-admin page of 50', () => {
    expect(bidAdminPagesFor({ offset: 450, limit: 50, page: 10 }, 100)).toEqual({
      size: 50,
      pages: [9],
      skip: 0,
    });
  });

  it('reads a cursor window that straddles two pages as those two, skipping to its start', () => {
    expect(bidAdminPagesFor({ offset: 30, limit: 50, page: 1 }, 100)).toEqual({
      size: 50,
      pages: [0, 1],
      skip: 30,
    });
  });

  it('never asks more than the service allows a page', () => {
    expect(bidAdminPagesFor({ offset: 0, limit: 250, page: 1 }, 100)).toEqual({
      size: 100,
      pages: [0, 1, 2],
      skip: 0,
    });
  });

  it('reads one lot for an empty window, so the count is still known', () => {
    expect(bidAdminPagesFor({ offset: 7, limit: 0, page: 1 }, 100)).toEqual({ size: 1, pages: [7], skip: 0 });
  });
});
