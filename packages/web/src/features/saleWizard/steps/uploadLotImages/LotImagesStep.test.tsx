import { IMAGE_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LotImagesDocument, SessionStep2Document } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp, stackOrFail } from '../../../../test/renderApp';
import { addSale, addSession } from '../../../../test/saleFixtures';
import { saveLot } from '../../../../test/lotFixtures';
import { type ImageTransport, ImageTransportProvider, type PutOutcome } from '../../../lotImages';
import { imageFile, TINY_JPEG_12x16, TINY_JPEG_16x12 } from '../../../../test/tinyImageFiles';

/**
 * The Upload Images step rendered as the app renders it, against the REAL stack: signed addresses,
 * the PUT of real JPEG bytes to the gateway, registration, and the lot's stored images. jsdom's
 * XMLHttpRequest is not the browser's (it enforces CORS against the test page's origin), so the
 * bytes go through Node's fetch here; the browser tests drive the XMLHttpRequest.
 */

let probe: ApolloClient;
let groupId: string;
let catalogId: string;
let lotOne: string;
let lotTwo: string;

beforeAll(async () => {
  probe = createTestClient('staff');
  groupId = (await addSale(probe, `Web images step ${Date.now().toString(36)}`, 'TIMED')).groupId;
  catalogId = await addSession(probe, groupId, 'Web images step session', { timed: true });
  lotOne = (
    await saveLot(probe, groupId, catalogId, { lotNumber: '1', title: 'Clock', description: 'Bracket clock' })
  ).id;
  lotTwo = (
    await saveLot(probe, groupId, catalogId, { lotNumber: '2', title: 'Vase', description: 'Famille rose' })
  ).id;
});

function fetchTransport(): ImageTransport {
  const { gatewayUrl, authHeaders } = stackOrFail();
  return {
    base: gatewayUrl,
    put: async (request): Promise<PutOutcome> => {
      const body = new Uint8Array(await request.file.arrayBuffer());
      const response = await fetch(request.url, {
        method: 'PUT',
        headers: { ...authHeaders['staff'], 'content-type': request.contentType },
        body,
        signal: request.signal,
      });
      request.onProgress(100);
      return response.ok ? { kind: 'ok' } : { kind: 'httpError', status: response.status };
    },
  };
}

function renderStep(path: string, state?: unknown) {
  return renderApp(
    { pathname: path, state },
    { wrap: (router) => <ImageTransportProvider value={fetchTransport()}>{router}</ImageTransportProvider> },
  );
}

const stepPath = () => `/session/timed/${groupId}/${catalogId}/4`;

async function stepLoaded() {
  await screen.findByRole('heading', { name: 'Step 4: Upload Images' });
  return (await screen.findByLabelText(
    'Drag Images Here or choose image(s) from your computer',
    {},
  )) as HTMLInputElement;
}

function card(name: string): HTMLElement {
  const found = screen
    .getAllByTestId('image-card')
    .find((element) => element.getAttribute('data-file-name') === name);
  if (!found) throw new Error(`No card for ${name}`);
  return found;
}

async function imagesOf(lotId: string) {
  const { data } = await probe.query({
    query: toDocument(LotImagesDocument),
    variables: { catalogId, lotId },
    fetchPolicy: 'no-cache',
  });
  return data?.lotImages ?? [];
}

describe('Upload Images', () => {
  it('uploads two real JPEGs to their lots, with the summary, the pixel warning and a refused name', async () => {
    const { user } = renderStep(stepPath());
    const input = await stepLoaded();
    const lotRadio = screen.getByRole('radio', { name: 'Lot/Item Number' }) as HTMLInputElement;
    expect(lotRadio.checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Save & Exit' }).getAttribute('href')).toBe(
      '/my-auctions/current',
    );

    await user.upload(input, [
      imageFile('1.jpg', TINY_JPEG_16x12),
      imageFile('2.1.jpg', TINY_JPEG_12x16),
      imageFile('9.jpg', TINY_JPEG_16x12),
    ]);
    // The format is locked once files are added (the list is redrawn on the next frame).
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Inventory Number' }) as HTMLInputElement).disabled).toBe(
        true,
      ),
    );

    await waitFor(() => expect(card('1.jpg').getAttribute('data-status')).toBe('complete'));
    await waitFor(() => expect(card('2.1.jpg').getAttribute('data-status')).toBe('complete'));
    expect(card('9.jpg').getAttribute('data-status')).toBe('error');
    expect(within(card('9.jpg')).getByText(IMAGE_MESSAGES.lotNumMissing('9'))).toBeTruthy();
    // Under 1000 px: warned, still stored.
    expect(
      within(card('1.jpg')).getByText(/Images below 1000x1000 pixels are not recommended\./),
    ).toBeTruthy();

    const summary = screen.getByTestId('image-error-summary');
    expect(within(summary).getByText('Error Summary:')).toBeTruthy();
    expect(within(summary).getByTestId('summary-success').textContent).toBe('Success: 2');
    expect(within(summary).getByTestId('summary-error').textContent).toBe('Error: 1');
    expect(within(summary).getByTestId('summary-pending').textContent).toBe('Pending: 0');
    expect(within(summary).getByTestId('summary-total').textContent).toBe('Total: 3');

    expect((await imagesOf(lotOne)).map((i) => i.sequence)).toEqual([0]);
    expect((await imagesOf(lotTwo)).map((i) => i.sequence)).toEqual([1]);

    // Errors only, then delete the items with errors after confirming.
    await user.click(screen.getByRole('switch', { name: 'Show errors only' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('image-card').map((c) => c.getAttribute('data-file-name'))).toEqual([
        '9.jpg',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Delete items with errors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm: Delete items with errors' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(summary).getByTestId('summary-total').textContent).toBe('Total: 2'));
  });

  it('rotates a stored image and saves the turn', async () => {
    const { user } = renderStep(stepPath());
    const input = await stepLoaded();
    await user.upload(input, [imageFile('1.3.jpg', TINY_JPEG_16x12)]);
    await waitFor(() => expect(card('1.3.jpg').getAttribute('data-status')).toBe('complete'));
    await user.click(screen.getByRole('button', { name: 'Rotate 1.3.jpg right' }));
    await waitFor(() => expect(card('1.3.jpg').getAttribute('data-rotation')).toBe('90'));
    await user.click(screen.getByRole('button', { name: 'Save 1.3.jpg' }));
    await waitFor(async () => {
      const stored = (await imagesOf(lotOne)).find((i) => i.sequence === 3);
      expect([stored?.width, stored?.height]).toEqual([12, 16]);
    });
  });

  it('a drop while offline shows the offline error and adds nothing', async () => {
    const { user } = renderStep(stepPath());
    const input = await stepLoaded();
    const online = Object.getOwnPropertyDescriptor(window.navigator, 'onLine');
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await user.upload(input, [imageFile('1.jpg', TINY_JPEG_16x12)]);
      expect(await screen.findByText(IMAGE_MESSAGES.offline)).toBeTruthy();
      expect(screen.queryAllByTestId('image-card')).toHaveLength(0);
    } finally {
      if (online) Object.defineProperty(window.navigator, 'onLine', online);
      else delete (window.navigator as { onLine?: boolean }).onLine;
    }
  });

  it('Continue records step 5 and opens Preview Session', async () => {
    const { user, router } = renderStep(stepPath());
    await stepLoaded();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/session/timed/${groupId}/${catalogId}/5`),
    );
    const { data } = await probe.query({
      query: toDocument(SessionStep2Document),
      variables: { groupId, catalogId },
      fetchPolicy: 'network-only',
    });
    expect(data?.sessionWizard?.wizardStep).toBe(5);
  });

  it('opened from the summary: Cancel & Return to Summary instead of Save & Exit', async () => {
    renderStep(stepPath(), { linkedFrom: 'step6' });
    await stepLoaded();
    expect(screen.getByRole('link', { name: 'Cancel & Return to Summary' }).getAttribute('href')).toBe(
      `/session/timed/${groupId}/${catalogId}/6`,
    );
    expect(screen.queryByRole('link', { name: 'Save & Exit' })).toBeNull();
  });
});

describe('The lot page images', () => {
  it('reorders with the keyboard alone: the move is announced and the focus follows the image', async () => {
    const before = await imagesOf(lotOne);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const { user } = renderStep(`/session/timed/${groupId}/${catalogId}/lot/${lotOne}`);
    await waitFor(() => expect(screen.getAllByTestId('lot-image')).toHaveLength(before.length));
    const active = () => document.activeElement as HTMLElement;
    for (let i = 0; i < 80 && active().getAttribute('aria-label') !== 'Move image 2 up'; i++)
      await user.tab();
    expect(active().getAttribute('aria-label')).toBe('Move image 2 up');
    const second = before[1]!.photoId;
    await user.keyboard('{Enter}');
    const status = screen.getByTestId('image-order-status');
    await waitFor(() => expect(status.textContent).toBe(`Image 2 moved to position 1 of ${before.length}.`));
    expect(status.getAttribute('role')).toBe('status');
    // First now, it cannot go up: the focus is on its other move button.
    await waitFor(() => expect(active().getAttribute('aria-label')).toBe('Move image 1 down'));
    expect((await imagesOf(lotOne))[0]?.photoId).toBe(second);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status.textContent).toBe(`Image 1 moved to position 2 of ${before.length}.`));
    await waitFor(() =>
      expect((active().closest('[data-photo-id]') as HTMLElement).dataset['photoId']).toBe(second),
    );
    expect((await imagesOf(lotOne))[1]?.photoId).toBe(second);
  });

  it('lists the lot images in order, moves one up and deletes one after confirming', async () => {
    const before = await imagesOf(lotOne);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const { user } = renderStep(`/session/timed/${groupId}/${catalogId}/lot/${lotOne}`);
    await waitFor(() => expect(screen.getAllByTestId('lot-image')).toHaveLength(before.length));
    const second = before[1]!.photoId;
    await user.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    await waitFor(async () => expect((await imagesOf(lotOne))[0]?.photoId).toBe(second));
    await user.click(screen.getByRole('button', { name: 'Delete image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm: Delete image' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await imagesOf(lotOne)).toHaveLength(before.length - 1));
    await waitFor(() => expect(screen.getAllByTestId('lot-image')).toHaveLength(before.length - 1));
  });
});
