import { isImageRotation } from '@ah/schema';
import { GraphQLError } from 'graphql/index.js';
import type {
  DeleteLotImagePayload,
  ImageFileType,
  ImageNumberFormat,
  ImageRegistrationInput,
  ImageRegistrationResult,
  ImageUploadStep,
  ImageUploadTarget,
  LotImage,
  LotPrimaryImage,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, ErrorCode } from '../../../errors.js';
import { UpstreamError } from '../../../rest/errors.js';
import { inInputTerms, type InputTerms } from '../../../rest/inputTerms.js';
import { ItemsApi, itemsInfoFor, wizardPath } from '../../lots/index.js';
import type { RestLotImage, RestRegistration } from './lotImagesApi.js';
import { browserImageUrl } from '../../../shared/browserImageUrl.js';
import {
  chunks,
  IMAGE_UPLOAD_LIMITS,
  MAX_REGISTRATIONS,
  MAX_UPLOADS_PER_REQUEST,
  previewStep,
  REGISTRATION_CHUNK,
  registrationRecord,
  restFileType,
  signedUploadFacts,
  type RegistrationRecord,
} from './lotImageRules.js';
import { parseId } from '../../../input/ids.js';

/**
 * The images module's operations: thin calls to the image service, with its URLs made reachable
 * for the browser and its refusals (CATALOG_LOCKED, …) kept in extensions.errorCode.
 */

/**
 * A service refusal keeps the service's code (CATALOG_LOCKED, INVALID_ORDER, …) for the client;
 * with `terms`, its field and message are put in the GraphQL arguments' terms (inputTerms.ts).
 */
async function withServiceCode<T>(work: Promise<T>, terms?: InputTerms): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UpstreamError && error.code === ErrorCode.BAD_USER_INPUT && error.upstreamCode) {
      const refusal = terms ? inInputTerms(error, terms) : error;
      if (refusal instanceof GraphQLError) refusal.extensions['errorCode'] = error.upstreamCode;
      throw refusal;
    }
    throw error;
  }
}

/** The image service names the order `imageOrder` of `photoID`s; the caller sent `photoIds`. */
const REORDER_TERMS: InputTerms = {
  fields: { imageOrder: 'photoIds' },
  messages: { INVALID_ORDER: "photoIds must name each of the lot's photos once." },
};

const positiveId = (value: string, field: string): string => String(parseId(value, field));

function lotImageOf(image: RestLotImage, origin: string): LotImage {
  return {
    photoId: String(image.photoID),
    lotId: String(image.lotID),
    sequence: image.imageSeq,
    url: browserImageUrl(image.imageURL, origin),
    thumbnailUrl: browserImageUrl(image.thumbnailURL, origin),
    width: image.width,
    height: image.height,
    createdAt: image.createdAt,
  };
}

export async function imageUploadStep(
  context: GatewayContext,
  groupId: string,
  catalogId: string,
): Promise<ImageUploadStep> {
  const [info, summary] = await Promise.all([
    itemsInfoFor(context, groupId, catalogId),
    new ItemsApi(context.rest.catalog).summary(catalogId),
  ]);
  const lots = summary.lots
    .filter((lot) => !lot.deleted)
    .map((lot) => ({
      lotId: String(lot.lotID),
      lotNumber: lot.lotNumber,
      lotExt: lot.lotExt,
      displayNumber: lot.lotNumber === null ? null : lot.lotNumber + (lot.lotExt ?? ''),
      invNumber: lot.invNumber,
      imageCount: lot.images,
    }));
  return {
    groupId: String(info.groupID),
    catalogId: String(info.catalogID),
    title: info.title,
    routeType: info.saleType,
    isBin: info.saleType === 'bin',
    in2Hours: info.in2Hours === 1,
    lots,
    imageCount: lots.reduce((n, lot) => n + lot.imageCount, 0),
    lotsWithoutImagesCount: lots.filter((lot) => lot.imageCount === 0).length,
    limits: IMAGE_UPLOAD_LIMITS,
    wizardStep: info.wizardStep,
    nextStepPath: wizardPath(info, previewStep(info.saleType)),
  };
}

export async function lotImages(
  context: GatewayContext,
  catalogId: string,
  lotId: string,
): Promise<LotImage[]> {
  const key = { catalogId: positiveId(catalogId, 'catalogId'), lotId: positiveId(lotId, 'lotId') };
  const answer = await context.loaders.lotImages.images.lotImages.load(key);
  return answer.images.map((image) => lotImageOf(image, context.loaders.lotImages.images.serviceOrigin));
}

export async function catalogPrimaryImages(
  context: GatewayContext,
  catalogId: string,
): Promise<LotPrimaryImage[]> {
  const answer = await context.loaders.lotImages.images.primaryImages.load(positiveId(catalogId, 'catalogId'));
  const origin = context.loaders.lotImages.images.serviceOrigin;
  return answer.lots.map((lot) => ({
    lotId: String(lot.lotID),
    lotNumber: lot.lotNumber,
    invNumber: lot.invNumber,
    url: browserImageUrl(lot.imageURL, origin),
    thumbnailUrl: browserImageUrl(lot.thumbnailURL, origin),
  }));
}

export async function requestImageUploads(
  context: GatewayContext,
  catalogId: string,
  count: number,
  fileType: ImageFileType,
): Promise<ImageUploadTarget[]> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_UPLOADS_PER_REQUEST)
    throw badUserInput(`Ask for 1 to ${MAX_UPLOADS_PER_REQUEST} upload addresses.`, 'count');
  const urls = await withServiceCode(
    context.loaders.lotImages.images.uploadUrls(positiveId(catalogId, 'catalogId'), count, restFileType(fileType)),
  );
  const origin = context.loaders.lotImages.images.serviceOrigin;
  return urls.map(({ putUrl, imageUrl }) => ({
    putUrl: browserImageUrl(putUrl, origin),
    imageUrl: browserImageUrl(imageUrl, origin),
    ...signedUploadFacts(putUrl),
  }));
}

function registrationResultOf(
  index: number,
  answer: RestRegistration,
  origin: string,
): ImageRegistrationResult {
  const saved = answer.error === null && answer.photoID !== null;
  return {
    index,
    photoId: saved ? String(answer.photoID) : null,
    lotId: saved && answer.lotID !== undefined ? String(answer.lotID) : null,
    sequence: answer.imageSeq ?? null,
    imageUrl: answer.imageS3URL === null ? null : browserImageUrl(answer.imageS3URL, origin),
    thumbnailUrl: answer.thumbnailURL === undefined ? null : browserImageUrl(answer.thumbnailURL, origin),
    width: answer.width ?? null,
    height: answer.height ?? null,
    replaced: answer.replaced ?? false,
    warning: answer.warning ?? null,
    error: answer.error,
  };
}

export async function registerImages(
  context: GatewayContext,
  catalogId: string,
  format: ImageNumberFormat,
  inputs: readonly ImageRegistrationInput[],
): Promise<ImageRegistrationResult[]> {
  if (inputs.length > MAX_REGISTRATIONS)
    throw badUserInput(`Register at most ${MAX_REGISTRATIONS} images at once.`, 'images');
  const id = positiveId(catalogId, 'catalogId');
  const results: ImageRegistrationResult[] = [];
  const toSend: { index: number; record: RegistrationRecord }[] = [];
  inputs.forEach((input, index) => {
    const built = registrationRecord(input, format);
    if (built.ok) toSend.push({ index, record: built.record });
    else results[index] = failedRegistration(index, built.error);
  });
  const origin = context.loaders.lotImages.images.serviceOrigin;
  // In order, part after part: a later file for the same lot and sequence replaces an earlier one.
  for (const part of chunks(toSend, REGISTRATION_CHUNK)) {
    const answers = await withServiceCode(
      context.loaders.lotImages.images.register(
        id,
        part.map((p) => p.record),
      ),
    );
    part.forEach(({ index }, i) => {
      const answer = answers[i];
      results[index] = answer
        ? registrationResultOf(index, answer, origin)
        : failedRegistration(index, {
            code: 'default',
            message: 'The image service gave no answer for this file.',
          });
    });
  }
  return inputs.map(
    (_input, index) => results[index] ?? failedRegistration(index, { code: 'default', message: '' }),
  );
}

function failedRegistration(
  index: number,
  error: { code: string; message: string },
): ImageRegistrationResult {
  return {
    index,
    photoId: null,
    lotId: null,
    sequence: null,
    imageUrl: null,
    thumbnailUrl: null,
    width: null,
    height: null,
    replaced: false,
    warning: null,
    error,
  };
}

const sequenceArg = (sequence: number): number => {
  if (!Number.isInteger(sequence) || sequence < 0)
    throw badUserInput('sequence must be a whole number from 0.', 'sequence');
  return sequence;
};

export async function deleteLotImage(
  context: GatewayContext,
  catalogId: string,
  lotId: string,
  sequence: number,
): Promise<DeleteLotImagePayload> {
  const answer = await withServiceCode(
    context.loaders.lotImages.images.deleteImage(
      positiveId(catalogId, 'catalogId'),
      positiveId(lotId, 'lotId'),
      sequenceArg(sequence),
    ),
  );
  const origin = context.loaders.lotImages.images.serviceOrigin;
  return { deleted: answer.deleted, remaining: answer.images.map((image) => lotImageOf(image, origin)) };
}

export async function reorderLotImages(
  context: GatewayContext,
  catalogId: string,
  lotId: string,
  photoIds: readonly string[],
): Promise<LotImage[]> {
  const ids = photoIds.map((photoId) => Number(positiveId(photoId, 'photoIds')));
  const key = { catalogId: positiveId(catalogId, 'catalogId'), lotId: positiveId(lotId, 'lotId') };
  const answer = await withServiceCode(context.loaders.lotImages.images.reorder(key, ids), REORDER_TERMS);
  return answer.images.map((image) => lotImageOf(image, context.loaders.lotImages.images.serviceOrigin));
}

export async function resequenceLotImages(
  context: GatewayContext,
  catalogId: string,
  lotId: string,
): Promise<LotImage[]> {
  const key = { catalogId: positiveId(catalogId, 'catalogId'), lotId: positiveId(lotId, 'lotId') };
  const answer = await withServiceCode(context.loaders.lotImages.images.resequence(key));
  return answer.images.map((image) => lotImageOf(image, context.loaders.lotImages.images.serviceOrigin));
}

export async function rotateLotImage(
  context: GatewayContext,
  catalogId: string,
  lotId: string,
  sequence: number,
  rotation: number,
): Promise<LotImage> {
  if (!isImageRotation(rotation))
    throw badUserInput('Rotation must be a 90-degree step between -270 and 270.', 'rotation');
  const image = await withServiceCode(
    context.loaders.lotImages.images.rotate(
      positiveId(catalogId, 'catalogId'),
      positiveId(lotId, 'lotId'),
      sequenceArg(sequence),
      rotation,
    ),
  );
  return lotImageOf(image, context.loaders.lotImages.images.serviceOrigin);
}
