import { lotFeedbackViolations } from '@ah/schema';
import type { LotFeedbackMode, LotFeedbackType } from '../../../__generated__/resolvers-types.js';
import { refusedAt } from '../../../argumentPaths.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';
import type { LotFeedbackModel, RemoveLotFeedbackResultModel } from '../models.js';

export interface LeaveLotFeedbackArgs {
  lotRefs: readonly string[];
  mode: LotFeedbackMode;
  type?: LotFeedbackType | null;
  message?: string | null;
  defaultSlot?: number | null;
}

const LOT_REF = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Feedback on won lots (sales §4 Feedback modal, §7 POST /feedback) after the modal's rules
 * (@ah/schema lotFeedbackRules): nothing reaches the service when one is broken. The lots are
 * checked against the caller's house by the service (another house's lot is 404 → NOT_FOUND), as
 * are the window and floor bidders (400 → BAD_USER_INPUT with the spec's message).
 */
export async function leaveLotFeedback(
  context: GatewayContext,
  args: LeaveLotFeedbackArgs,
): Promise<LotFeedbackModel[]> {
  const lotRefs = [...new Set(args.lotRefs.map((r) => r.trim()))];
  const mode = args.mode === 'DEFAULT' ? 'default' : 'custom';
  const type =
    mode === 'default' ? 'p' : args.type === 'NEGATIVE' ? 'n' : args.type === 'POSITIVE' ? 'p' : null;
  const violations = lotFeedbackViolations({
    lotRefs,
    mode,
    type,
    message: args.message ?? '',
    defaultSlot: args.defaultSlot ?? null,
  });
  if (mode === 'default' && args.type === 'NEGATIVE')
    violations.push({ field: 'type', message: 'Default feedback is positive only.' });
  if (violations.length > 0) throw ruleViolationsError(violations);
  if (lotRefs.some((r) => !LOT_REF.test(r))) throw badUserInput('Unknown lot.', 'lotRefs');
  const houseRef = await context.houseRef();
  const res = await context.rest.house
    .POST('/app/house/{houseRef}/feedback', {
      params: { path: { houseRef } },
      body: {
        lotRefs,
        feedbackType: type ?? 'p',
        feedback: mode === 'default' ? '' : (args.message ?? '').trim(),
        bin: false,
        ...(mode === 'default' && args.defaultSlot != null ? { defaultFeedbackId: args.defaultSlot } : {}),
      },
    })
    .catch((error: unknown) => {
      throw refusedAt(error, 'lotRefs');
    });
  return res.data.data.feedbacks;
}

/** Removes a lot's feedback (sales §7 POST /removeFeedback); success false when it had none. */
export async function removeLotFeedback(
  context: GatewayContext,
  lotRef: string,
): Promise<RemoveLotFeedbackResultModel> {
  const ref = lotRef.trim();
  if (!LOT_REF.test(ref)) throw badUserInput('Unknown lot.', 'lotRef');
  const houseRef = await context.houseRef();
  const res = await context.rest.house
    .POST('/app/house/{houseRef}/removeFeedback', {
      params: { path: { houseRef } },
      body: { lotRef: ref },
    })
    .catch((error: unknown) => {
      throw refusedAt(error, 'lotRef');
    });
  return { lotRef: ref, success: res.data.data.success };
}
