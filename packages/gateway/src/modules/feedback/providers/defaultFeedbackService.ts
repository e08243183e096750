import { defaultFeedbackViolations } from '@ah/schema';
import type { DefaultFeedbackMessageInput } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { ruleViolationsError } from '../../../errors.js';
import type { DefaultFeedbackMessageModel } from '../models.js';

/** The house's three default feedback messages (sales §7 GET /defaultFeedbacks). */
export async function defaultFeedbackMessages(
  context: GatewayContext,
): Promise<DefaultFeedbackMessageModel[]> {
  const houseRef = await context.houseRef();
  const res = await context.rest.house.GET('/app/house/{houseRef}/defaultFeedbacks', {
    params: { path: { houseRef } },
  });
  return res.data.data.defaultFeedbacks;
}

/**
 * Saves default feedback messages (sales §7 POST /defaultFeedbacks) after the same rules the form
 * shows (@ah/schema feedbackRules): nothing reaches the service when one is broken. A slot is a
 * place within the caller's house (the house comes from the caller), not the id of a record, so no
 * input can name another house's message.
 */
export async function saveDefaultFeedbackMessages(
  context: GatewayContext,
  messages: readonly DefaultFeedbackMessageInput[],
): Promise<DefaultFeedbackMessageModel[]> {
  const violations = defaultFeedbackViolations(messages);
  if (violations.length > 0) throw ruleViolationsError(violations);
  const houseRef = await context.houseRef();
  const res = await context.rest.house.POST('/app/house/{houseRef}/defaultFeedbacks', {
    params: { path: { houseRef } },
    body: {
      defaultFeedbacks: messages.map((m) => ({ feedbackID: m.slot, message: m.message.trim() })),
    },
  });
  return res.data.data.defaultFeedbacks;
}
