import {
  AFTER_SALE_MESSAGES as M,
  DEFAULT_DISPUTE_REASON_ID,
  disputeActionMessageViolations,
  openDisputeViolations,
  type DisputeAction,
} from '@ah/schema';
import type {
  DisputeActionInput,
  DisputeActionKind,
  OpenDisputesInput,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';
import { parseId } from '../../../input/ids.js';
import { inInputTerms } from '../../../rest/inputTerms.js';
import type {
  DisputeCandidateModel,
  DisputeMessageModel,
  DisputeModel,
  DisputeOutcomeModel,
  DisputeTypeModel,
} from '../models.js';

/**
 * The disputes' calls to the house service (sales §7 Results, feedback, disputes). The house and the
 * user are the caller's (the session), never arguments; every id and ref is looked up by the service
 * in the caller's house, so a foreign one is NOT_FOUND. The pure rules of @ah/schema (a message
 * required, at least one dispute) are checked here first: nothing reaches the service when one is
 * broken. The action/status table and the time rules are the service's, whose refusals carry the
 * §8 texts.
 */
const ACTIONS: Readonly<Record<DisputeActionKind, DisputeAction>> = {
  MESSAGE: 'message',
  CANCEL: 'cancel',
  CLOSE: 'close',
  REOPEN: 'reopen',
};
/** The REST body's names → the GraphQL input's. */
const INPUT_TERMS = {
  fields: { transactionIDs: 'transactionIds', disputeIDs: 'disputeIds', reasonID: 'reasonId' },
};
const MAX_SELECTION = 100;

export async function disputeByRef(context: GatewayContext, ref: string): Promise<DisputeModel> {
  const houseRef = await context.houseRef();
  const res = await context.rest.house.GET('/app/house/{houseRef}/dispute/{disputeRef}', {
    params: { path: { houseRef, disputeRef: ref } },
  });
  return res.data.data.dispute;
}

export async function disputeMessages(context: GatewayContext, ref: string): Promise<DisputeMessageModel[]> {
  const houseRef = await context.houseRef();
  const res = await context.rest.house.GET('/app/house/{houseRef}/dispute/messages/{disputeRef}', {
    params: { path: { houseRef, disputeRef: ref } },
  });
  return res.data.data.messages;
}

export async function disputeTypes(
  context: GatewayContext,
): Promise<{ types: DisputeTypeModel[]; defaultTypeId: string }> {
  const houseRef = await context.houseRef();
  const res = await context.rest.house.GET('/app/house/{houseRef}/disputeTypes', {
    params: { path: { houseRef } },
  });
  const mutual = new Set(res.data.data.mutualResolution);
  return {
    types: res.data.data.disputeTypes.map((t) => ({
      id: String(t.disputeTypeID),
      name: t.disputeTypeName,
      mutualResolution: mutual.has(t.disputeTypeID),
    })),
    defaultTypeId: String(DEFAULT_DISPUTE_REASON_ID),
  };
}

export async function disputeCandidates(
  context: GatewayContext,
  lotRefs: readonly string[],
): Promise<DisputeCandidateModel[]> {
  const refs = lotRefs.map((r) => r.trim());
  if (refs.length === 0 || refs.length > MAX_SELECTION || refs.some((r) => r === '' || r.includes(',')))
    throw badUserInput(`Give 1 to ${MAX_SELECTION} lot refs.`, 'lotRefs');
  const houseRef = await context.houseRef();
  const res = await context.rest.house
    .GET('/app/house/{houseRef}/disputeCandidates', {
      params: { path: { houseRef }, query: { lotRefs: refs.join(',') } },
    })
    .catch((error: unknown) => {
      throw inInputTerms(error);
    });
  return res.data.data.candidates;
}

export async function openDisputes(
  context: GatewayContext,
  input: OpenDisputesInput,
): Promise<{ message: string; disputes: DisputeOutcomeModel[] }> {
  const violations = openDisputeViolations({ message: input.message, reasonId: 1 });
  if (violations.length > 0) throw ruleViolationsError(violations);
  const reasonId = parseId(input.reasonId, 'reasonId');
  const transactionIds = parseSelection(input.transactionIds, 'transactionIds');
  const houseRef = await context.houseRef();
  const res = await context.rest.house
    .POST('/app/house/{houseRef}/disputes', {
      params: { path: { houseRef } },
      body: {
        action: 'open',
        transactionIDs: transactionIds,
        message: input.message.trim(),
        reasonID: reasonId,
      },
    })
    .catch((error: unknown) => {
      throw inInputTerms(error, INPUT_TERMS);
    });
  return { message: res.data.data.message, disputes: res.data.data.disputes };
}

export async function actOnDisputes(
  context: GatewayContext,
  input: DisputeActionInput,
): Promise<{ message: string; disputes: DisputeOutcomeModel[] }> {
  const action = ACTIONS[input.action];
  const message = input.message ?? '';
  if (input.disputeIds.length === 0) throw badUserInput(M.selectDispute, 'disputeIds');
  const violations = disputeActionMessageViolations(action, message);
  if (violations.length > 0) throw ruleViolationsError(violations);
  const disputeIds = parseSelection(input.disputeIds, 'disputeIds');
  const houseRef = await context.houseRef();
  const res = await context.rest.house
    .POST('/app/house/{houseRef}/disputes', {
      params: { path: { houseRef } },
      body: { action, disputeIDs: disputeIds, message: message.trim() },
    })
    .catch((error: unknown) => {
      throw inInputTerms(error, INPUT_TERMS);
    });
  return { message: res.data.data.message, disputes: res.data.data.disputes };
}

export async function acceptTerms(
  context: GatewayContext,
): Promise<{ accepted: boolean; acceptedAt: string }> {
  const houseRef = await context.houseRef();
  const res = await context.rest.house.POST('/app/house/{houseRef}/acceptDisputeTerms', {
    params: { path: { houseRef } },
    body: { accepted: true },
  });
  return { accepted: res.data.data.disputeTermsAccepted, acceptedAt: res.data.data.acceptedAt };
}

/**
 * 1 to 100 ids (the contract's limits), each a whole number, in the order given (a refusal names
 * its place: `disputeIds.2`).
 */
function parseSelection(ids: readonly string[], field: string): number[] {
  if (ids.length === 0)
    throw badUserInput(field === 'disputeIds' ? M.selectDispute : 'Select at least one lot.', field);
  if (ids.length > MAX_SELECTION) throw badUserInput(`Select at most ${MAX_SELECTION}.`, field);
  return ids.map((id, index) => parseId(id, `${field}.${index}`));
}
