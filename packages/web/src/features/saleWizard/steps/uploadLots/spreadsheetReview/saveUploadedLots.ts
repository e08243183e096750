import type {
  LotRowInput,
  SaveUploadedLotsPayloadFieldsFragment,
  WizardAction,
} from '../../../../../__generated__/graphql';
import type { ItemsEndpoint } from '../../../../lots';

/** The gateway's review-table save (sales §7 Items: POST /cps/app/catalog/{catalogID}/lots/update). */
export const SAVE_LOTS_PATH = '/uploads/items/lots';

export type SavePayload = SaveUploadedLotsPayloadFieldsFragment;

export type SaveOutcome =
  | { kind: 'saved'; payload: SavePayload; nextPath: string }
  /** Nothing was saved: the payload's row errors go back into the table. */
  | { kind: 'refused'; payload: SavePayload }
  /** The two-hour lock. */
  | { kind: 'locked' }
  | { kind: 'failed' };

function isPayload(body: unknown): body is SavePayload {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b['saved'] === 'boolean' && Array.isArray(b['errors']) && Array.isArray(b['warnings']);
}

function errorCodeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
}

/**
 * Saves every row of the review table, all or nothing, as JSON (a 5,000-row table is far larger than
 * a GraphQL request may be). Same rules and answer as the saveUploadedLots mutation.
 */
export async function postUploadedLots(
  endpoint: ItemsEndpoint,
  body: { groupId: string; catalogId: string; lots: LotRowInput[]; action: WizardAction },
): Promise<SaveOutcome> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.base}${SAVE_LOTS_PATH}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        ...endpoint.headers,
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'failed' };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok && isPayload(answer)) {
    if (answer.saved && answer.nextPath) return { kind: 'saved', payload: answer, nextPath: answer.nextPath };
    return { kind: 'refused', payload: answer };
  }
  if (errorCodeOf(answer) === 'CATALOG_LOCKED') return { kind: 'locked' };
  return { kind: 'failed' };
}
