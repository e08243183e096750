import { LOT_MESSAGES, UPLOAD_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogItemsForTestDocument } from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../platform/graphql/graphqlDocument';
import { createTestClient, renderRouter, stackOrFail } from '../../../../../test/renderApp';
import { addSale, addSession } from '../../../../../test/saleFixtures';
import { ItemsEndpointProvider } from '../../../../lots';
import { itemUploadOf, standardCsv, uploadAs } from '../testing/uploadFixtures';
import type { UploadResult } from '../model/uploadSpreadsheet';
import type { ItemUploadPage } from '../components/UploadView';
import { ReviewStep } from './ReviewStep';

/**
 * The lot review step against the REAL stack: a spreadsheet is parsed by the real upload route,
 * the table shows its errors, the person fixes them, and Continue saves through lots/update.
 */

// Each test makes a sale, uploads a file and drives a large table in jsdom on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

const HEADER = [
  'Lot Number',
  'Title',
  'Description',
  'Low Estimate',
  'High Estimate',
  'Starting Bid',
  'Reserve',
];
const ROWS_WITH_ERRORS = [
  [1, 'Blue vase', 'A blue and white vase', 100, 200, 50, 80],
  [2, '', 'A chair without a title', 100, 200, 50, ''],
  [3, 'Oak table', 'A table', 100, 200, 50, ''],
  [3, 'Oak table again', 'The same number twice', 100, 200, 50, ''],
  [5, 'Brass lamp', 'Low estimate above the high one', 300, 200, 50, ''],
];

let probe: ApolloClient;

beforeAll(() => {
  probe = createTestClient('staff');
});

/** A timed sale of its own (a sale holds few sessions) with a spreadsheet uploaded for it. */
async function uploadedSession(title: string, rows: readonly (readonly (string | number)[])[]) {
  const { groupId } = await addSale(probe, `Web review ${title} ${Date.now().toString(36)}`, 'TIMED');
  const catalogId = await addSession(probe, groupId, title, { timed: true });
  const page = await itemUploadOf(probe, groupId, catalogId);
  const { result } = await uploadAs('staff', page, standardCsv(HEADER, rows));
  return { page, result };
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

function renderReview(page: ItemUploadPage, result: UploadResult, onUploadAgain = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/review', element: <ReviewStep page={page} result={result} onUploadAgain={onUploadAgain} /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: ['/review'] },
  );
  // The save goes to the test stack's gateway with the staff token (a browser uses its own origin).
  const { gatewayUrl, authHeaders } = stackOrFail();
  const { user } = renderRouter(router, {
    user: 'staff',
    wrap: (routerElement) => (
      <ItemsEndpointProvider value={{ base: gatewayUrl, headers: authHeaders['staff'] ?? {} }}>
        {routerElement}
      </ItemsEndpointProvider>
    ),
  });
  return { user, router, onUploadAgain };
}

const table = () => screen.getByRole('grid', { name: 'Uploaded items' });
const errorRows = () => table().querySelectorAll('tbody tr[data-error="true"]');
const rowOf = (checkboxName: string) => screen.getByRole('checkbox', { name: checkboxName }).closest('tr')!;

describe('the lot review step', () => {
  it('highlights the rows and cells with errors; Continue is disabled and Save & Exit hidden', async () => {
    const { page, result } = await uploadedSession('Review errors', ROWS_WITH_ERRORS);
    expect(result.breaking).toBe(false);
    renderReview(page, result);
    expect(await screen.findByText('4 items have errors. Edit or delete them to continue.')).toBeTruthy();
    expect(errorRows()).toHaveLength(4);
    const chair = rowOf('Select lot 2');
    const flagged = [...chair.querySelectorAll('td[data-invalid="true"]')];
    expect(flagged).toHaveLength(1);
    expect(within(chair).getByText(LOT_MESSAGES.titleRequired)).toBeTruthy();
    expect(rowOf('Select lot 5').querySelectorAll('td[data-invalid="true"]')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save & Exit' })).toBeNull();
    // Sessions have no "upload again" (fixed-price only).
    expect(screen.queryByRole('button', { name: 'Go Back & Upload Items Again' })).toBeNull();
  });

  it('filters to the rows with errors', async () => {
    const { page, result } = await uploadedSession('Review filter', ROWS_WITH_ERRORS);
    const { user } = renderReview(page, result);
    await screen.findByRole('grid', { name: 'Uploaded items' });
    expect(table().querySelectorAll('tbody tr')).toHaveLength(5);
    await user.click(screen.getByRole('switch', { name: /Show only items with errors/ }));
    expect(table().querySelectorAll('tbody tr')).toHaveLength(4);
    expect(screen.queryByRole('checkbox', { name: 'Select lot 1' })).toBeNull();
  });

  it('fixes a row in the edit modal, clears a duplicate by deleting the other, and continues to the images step', async () => {
    const { page, result } = await uploadedSession('Review fix', ROWS_WITH_ERRORS);
    const { user } = renderReview(page, result);
    await screen.findByRole('grid', { name: 'Uploaded items' });

    await user.click(screen.getByRole('button', { name: 'Edit lot 2' }));
    const edit = await screen.findByRole('dialog', { name: /Edit Item/ });
    const save = within(edit).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(within(edit).getByRole('textbox', { name: /^Item Title/ }), 'Windsor chair');
    expect(save.disabled).toBe(false);
    await user.click(save);
    await screen.findByText('3 items have errors. Edit or delete them to continue.');

    const duplicates = screen.getAllByRole('button', { name: 'Delete lot 3' });
    expect(duplicates).toHaveLength(2);
    await user.click(duplicates[1]!);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm: Delete Item' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('1 item has errors. Edit or delete it to continue.');
    expect(rowOf('Select lot 3').dataset['error']).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Edit lot 5' }));
    const lamp = await screen.findByRole('dialog', { name: /Edit Item/ });
    expect(within(lamp).getByText(LOT_MESSAGES.estimatesOrder)).toBeTruthy();
    const low = within(lamp).getByRole('textbox', { name: /^Low Estimate/ });
    await user.clear(low);
    await user.type(low, '150');
    await user.click(within(lamp).getByRole('button', { name: 'Save' }));

    await screen.findByText('Every item is ready. Continue to upload images.');
    expect(screen.getByRole('button', { name: 'Save & Exit' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(page.nextStepPath);

    const { data } = await probe.query({
      query: toDocument(CatalogItemsForTestDocument),
      variables: { catalogId: page.catalogId },
      fetchPolicy: 'network-only',
    });
    expect(data?.catalogItems?.lots.map((l) => [l.displayNumber, l.title, l.lowEstimate])).toEqual([
      ['1', 'Blue vase', '100'],
      ['2', 'Windsor chair', '100'],
      ['3', 'Oak table', '100'],
      ['5', 'Brass lamp', '150'],
    ]);
  });

  it('edits and deletes selected rows in bulk', async () => {
    const { page, result } = await uploadedSession('Review bulk', ROWS_WITH_ERRORS);
    const { user } = renderReview(page, result);
    await screen.findByRole('grid', { name: 'Uploaded items' });
    await user.click(screen.getByRole('checkbox', { name: 'Select lot 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select lot 5' }));
    expect(screen.getByText('2 of 5 selected')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Selected' }));
    const bulk = await screen.findByRole('dialog', { name: 'Edit 2 Selected Items' });
    const apply = within(bulk).getByRole('button', { name: 'Apply to 2 items' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    await user.type(within(bulk).getByRole('textbox', { name: /^Reserve/ }), '12.5');
    expect(within(bulk).getByText(LOT_MESSAGES.wholeNumber('Reserve'))).toBeTruthy();
    expect(apply.disabled).toBe(true);
    const reserve = within(bulk).getByRole('textbox', { name: /^Reserve/ });
    await user.clear(reserve);
    await user.type(reserve, '90');
    await user.type(within(bulk).getByRole('textbox', { name: /^Low Estimate/ }), '120');
    await user.click(apply);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Lot 5's estimates are fixed by the bulk value; lot 1 took the same values.
    expect(rowOf('Select lot 5').dataset['error']).toBeUndefined();
    expect(within(rowOf('Select lot 1')).getByText('90')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm: Delete Selected Items' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete 2' }));
    await waitFor(() => expect(table().querySelectorAll('tbody tr')).toHaveLength(3));
    expect(screen.queryByRole('checkbox', { name: 'Select lot 1' })).toBeNull();
    expect(screen.getByText('0 of 3 selected')).toBeTruthy();
  });

  it('pages a large upload in 50, 100 or 200 rows and cuts long text at 50 characters', async () => {
    const long = 'An exceptionally long description of a lot that goes on and on about its provenance';
    const rows = Array.from({ length: 230 }, (_, i) => [i + 1, `Lot ${i + 1}`, long, 100, 200, 50, '']);
    const { page, result } = await uploadedSession('Review pages', rows);
    const { user } = renderReview(page, result);
    await screen.findByRole('grid', { name: 'Uploaded items' });
    expect(table().querySelectorAll('tbody tr')).toHaveLength(50);
    expect(screen.getByText('Items 1–50 of 230')).toBeTruthy();
    expect(screen.getAllByText(`${long.slice(0, 50)}...`).length).toBeGreaterThan(0);

    await user.click(screen.getByLabelText('Items per page'));
    await user.click(await screen.findByRole('option', { name: '200' }));
    expect(table().querySelectorAll('tbody tr')).toHaveLength(200);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(table().querySelectorAll('tbody tr')).toHaveLength(30);
    expect(screen.getByText('Items 201–230 of 230')).toBeTruthy();
  });
});

describe('the fixed-price review', () => {
  it('offers to drop the list and upload again, after the shared confirm modal', async () => {
    const { page, result } = await uploadedSession('Review bin look', ROWS_WITH_ERRORS);
    const onUploadAgain = vi.fn();
    const { user } = renderReview({ ...page, isBin: true, isTimed: false }, result, onUploadAgain);
    await screen.findByRole('grid', { name: 'Uploaded items' });
    // Bin rows are checked as bin rows: every row needs a price.
    expect(screen.getByText('5 items have errors. Edit or delete them to continue.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go Back & Upload Items Again' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm: Upload Items Again' });
    await user.click(within(confirm).getByRole('button', { name: 'Upload Again' }));
    expect(onUploadAgain).toHaveBeenCalledTimes(1);
  });
});

describe('a clean upload', () => {
  it('says the upload was a success and lets the person save and exit', async () => {
    const { page, result } = await uploadedSession('Review clean', [
      [1, 'Vase', 'Blue vase', 100, 200, 50, ''],
    ]);
    expect(result.errors).toEqual([]);
    const { user } = renderReview(page, result);
    expect(await screen.findByText(UPLOAD_MESSAGES.success)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/my-auctions/current');
  });

  it('has nothing to save once every row is removed, and offers a new upload', async () => {
    const { page, result } = await uploadedSession('Review emptied', [
      [1, 'Vase', 'Blue vase', 100, 200, 50, ''],
    ]);
    const onUploadAgain = vi.fn();
    const { user } = renderReview(page, result, onUploadAgain);
    await user.click(await screen.findByRole('button', { name: 'Delete lot 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm: Delete Item' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Every item of this upload was removed.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save & Exit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload a spreadsheet' }));
    expect(onUploadAgain).toHaveBeenCalledTimes(1);
  });
});

describe('the review table with the keyboard only', () => {
  const active = () => document.activeElement as HTMLElement;
  const cellColumn = () => active().closest('td')?.dataset['column'];

  it('moves through the cells, edits one in place, cancels with Escape, and goes on with Ctrl+Enter', async () => {
    const { page, result } = await uploadedSession('Review keys', ROWS_WITH_ERRORS);
    const { user } = renderReview(page, result);
    await screen.findByText('4 items have errors. Edit or delete them to continue.');

    // Tab reaches the grid once: its first cell, the first row's checkbox.
    for (let i = 0; i < 20 && !active().matches('[data-cell]'); i++) await user.tab();
    expect(active().getAttribute('aria-label')).toBe('Select lot 1');

    // "?" lists the keys; Escape closes the list and gives the focus back.
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts: Uploaded items' });
    expect(within(help).getByRole('button', { name: 'Close keyboard shortcuts' })).toBeTruthy();
    expect(within(help).getByText(/Save & Next/)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(active().getAttribute('aria-label')).toBe('Select lot 1'));

    // Down to lot 2, right to its (empty, flagged) title.
    await user.keyboard('{ArrowDown}');
    expect(active().getAttribute('aria-label')).toBe('Select lot 2');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(cellColumn()).toBe('title');
    expect(active().dataset['invalid']).toBe('true');

    // Escape leaves the cell as it was.
    await user.keyboard('{Enter}');
    expect(active()).toBe(screen.getByRole('textbox', { name: 'Title, lot 2' }));
    await user.keyboard('Windsor chair{Escape}');
    expect(cellColumn()).toBe('title');
    expect(active().tagName).toBe('TD');
    expect(active().textContent).toBe('—');
    expect(screen.getByText('4 items have errors. Edit or delete them to continue.')).toBeTruthy();

    // Enter keeps it: the title error goes.
    await user.keyboard('{Enter}Windsor chair{Enter}');
    expect(active().tagName).toBe('TD');
    expect(active().textContent).toBe('Windsor chair');
    expect(active().dataset['invalid']).toBeUndefined();
    await screen.findByText('3 items have errors. Edit or delete them to continue.');

    // Ctrl+Enter keeps it and edits the same column of the next row.
    await user.keyboard('{ArrowDown}{Enter}');
    const firstOak = active();
    expect(firstOak.getAttribute('aria-label')).toBe('Title, lot 3');
    await user.keyboard('Oak table, leaf{Control>}{Enter}{/Control}');
    await waitFor(() => expect(active()).not.toBe(firstOak));
    expect(active().getAttribute('aria-label')).toBe('Title, lot 3');
    expect((active() as HTMLInputElement).value).toBe('Oak table again');
    expect(within(table()).getByText('Oak table, leaf')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(active().textContent).toBe('Oak table again');

    // End and Home go to the row's ends; Enter on Delete asks to delete.
    await user.keyboard('{End}');
    expect(active().getAttribute('aria-label')).toBe('Delete lot 3');
    await user.keyboard('{Home}');
    expect(active().getAttribute('aria-label')).toBe('Select lot 3');
    await user.keyboard(' ');
    expect((active() as HTMLInputElement).checked).toBe(true);

    // Tab leaves the grid for the next control.
    await user.tab();
    expect(table().contains(active())).toBe(false);
  });
});
