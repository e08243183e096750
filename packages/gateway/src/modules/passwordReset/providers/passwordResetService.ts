import { validatePasswordResetRequest } from '@ah/schema';
import { validateNewPassword } from '@ah/schema/passwordStrength';
import type {
  PasswordResetRequestInput,
  ResetPasswordInput,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';

/**
 * Asks the house service for a reset link (sales §7 forgotPassword) to this app's origin, without
 * any session: the answer is true whether or not an account matched (sales §5).
 */
export async function requestPasswordReset(
  context: GatewayContext,
  input: PasswordResetRequestInput,
): Promise<boolean> {
  const fields = {
    houseUserName: input.houseUserName.trim(),
    userName: input.userName.trim(),
    emailAddress: input.emailAddress.trim(),
  };
  const violations = validatePasswordResetRequest(fields);
  if (violations.length > 0) throw ruleViolationsError(violations);
  if (!context.appOrigin) throw badUserInput('Open the reset form in the app to request a link.');
  await context.rest.house.POST('/app/forgotPassword', {
    body: { ...fields, domain: context.appOrigin },
    anonymous: true,
  });
  return true;
}

/** Sets the new password with the link's token (sales §7 resetPassword) after the §5 rules. */
export async function resetPassword(context: GatewayContext, input: ResetPasswordInput): Promise<boolean> {
  const violations = validateNewPassword(input);
  if (violations.length > 0) throw ruleViolationsError(violations);
  await context.rest.house.POST('/app/resetPassword', {
    body: { jwt: input.jwt, newPassword: input.newPassword },
    anonymous: true,
  });
  return true;
}
