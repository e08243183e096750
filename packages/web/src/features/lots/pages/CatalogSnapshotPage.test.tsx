import { LOT_MESSAGES } from '@ah/schema';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderApp, stackOrFail } from '../../../test/renderApp';
import { addSale, addSession } from '../../../test/saleFixtures';
import { saveLot } from '../../../test/lotFixtures';

/** Catalog Snapshot (/my-auctions/snapshots) against the REAL stack: super users only. */

afterEach(() => {
  vi.restoreAllMocks();
});

const idInput = () => screen.getByRole('textbox', { name: /^Catalog ID/ }) as HTMLInputElement;
const downloadButton = () => screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement;

describe('Catalog Snapshot', () => {
  it('is refused to a user who is not a super user', async () => {
    renderApp('/my-auctions/snapshots', { user: 'staff' });
    expect(await screen.findByText(/You do not have permissions to view this page/)).toBeTruthy();
  });

  it('takes digits only', async () => {
    const { user } = renderApp('/my-auctions/snapshots', { user: 'super' });
    await screen.findByRole('heading', { level: 1, name: 'Catalog Snapshot' });
    expect(downloadButton().disabled).toBe(true);
    await user.type(idInput(), '12a');
    expect(await screen.findByText(LOT_MESSAGES.catalogIdDigits)).toBeTruthy();
    expect(downloadButton().disabled).toBe(true);
  });

  it('says when no catalog has the id', async () => {
    const { user } = renderApp('/my-auctions/snapshots', { user: 'super' });
    await screen.findByRole('heading', { level: 1, name: 'Catalog Snapshot' });
    await user.type(idInput(), '987654321');
    await user.click(downloadButton());
    expect(await screen.findByText('No catalog with ID 987654321 was found for your house.')).toBeTruthy();
  });

  it('downloads the catalog as a spreadsheet', async () => {
    const probe = createTestClient('staff');
    const { groupId } = await addSale(probe, `Web snapshot sale ${Date.now().toString(36)}`, 'LIVE');
    const catalogId = await addSession(probe, groupId, 'Web snapshot session');
    await saveLot(probe, groupId, catalogId, {
      lotNumber: '1',
      title: 'Clock',
      description: 'Bracket clock',
    });

    // jsdom cannot save files: the link the page clicks is caught, then fetched as the browser would.
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const { user } = renderApp('/my-auctions/snapshots', { user: 'super' });
    await screen.findByRole('heading', { level: 1, name: 'Catalog Snapshot' });
    await user.type(idInput(), catalogId);
    await user.click(screen.getByRole('radio', { name: '.csv' }));
    await user.click(downloadButton());
    expect(await screen.findByText(/Your download has started/)).toBeTruthy();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toMatch(/\.csv$/);

    const { gatewayUrl, authHeaders } = stackOrFail();
    const file = await fetch(`${gatewayUrl}${clicked[0]!.href}`, { headers: authHeaders['super'] });
    expect(file.status).toBe(200);
    const text = await file.text();
    expect(text).toContain('Lot Number');
    expect(text).toContain('Bracket clock');
  });
});
