import type { ApolloClient } from '@apollo/client';
import {
  ReviewFixtureRegisterImagesDocument,
  ReviewFixtureRequestUploadsDocument,
} from '../../../../../../__generated__/graphql';
import { toDocument } from '../../../../../../platform/graphql/graphqlDocument';
import { stackOrFail } from '../../../../../../test/renderApp';
import { addSale, addSession } from '../../../../../../test/saleFixtures';
import { saveLot } from '../../../../../../test/lotFixtures';
import { testJpegBytes } from './testJpeg';

/**
 * A timed sale of its own with `count` lots (numbers 1..count) that each have one real image, made
 * through the real gateway: the lots by saveLot, the images through the images API (signed upload
 * addresses, a PUT of the bytes, registration by file name).
 */
export async function saleWithImagedLots(probe: ApolloClient, title: string, count: number) {
  const { groupId } = await addSale(probe, `${title} ${Date.now().toString(36)}`, 'TIMED');
  const catalogId = await addSession(probe, groupId, title, { timed: true });
  const lotIds: string[] = [];
  for (let n = 1; n <= count; n++) {
    const lot = await saveLot(probe, groupId, catalogId, {
      lotNumber: String(n),
      title: `Featured candidate ${n}`,
      description: `Item ${n} of the featured test sale.`,
      lowEstimate: '100',
      highEstimate: '200',
      startingBid: '50',
    });
    lotIds.push(lot.id);
  }
  await attachImages(
    probe,
    catalogId,
    lotIds.map((_, i) => String(i + 1)),
  );
  return { groupId, catalogId, lotIds };
}

/** One image ({n}.1.jpg) for each lot number given. */
export async function attachImages(probe: ApolloClient, catalogId: string, lotNumbers: readonly string[]) {
  const { gatewayUrl } = stackOrFail();
  const { data } = await probe.mutate({
    mutation: toDocument(ReviewFixtureRequestUploadsDocument),
    variables: { catalogId, count: lotNumbers.length },
  });
  const targets = data?.requestImageUploads ?? [];
  if (targets.length !== lotNumbers.length) throw new Error('requestImageUploads gave too few addresses');
  const bytes = testJpegBytes();
  await Promise.all(
    targets.map(async (target) => {
      const url = new URL(target.putUrl, gatewayUrl).toString();
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': target.contentType },
        body: bytes,
      });
      if (!response.ok)
        throw new Error(`The image PUT answered ${response.status}: ${await response.text()}`);
    }),
  );
  const { data: registered } = await probe.mutate({
    mutation: toDocument(ReviewFixtureRegisterImagesDocument),
    variables: {
      catalogId,
      images: lotNumbers.map((n, i) => ({ fileName: `${n}.1.jpg`, imageUrl: targets[i]!.imageUrl })),
    },
  });
  const failed = (registered?.registerImages ?? []).filter((r) => r.error);
  if (failed.length > 0) throw new Error(`registerImages failed: ${JSON.stringify(failed)}`);
}
