import { validateLogin } from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';
import type { HouseUser } from '../../../rest/house/models.js';
import { signIn } from '../../../rest/house/session.js';

export interface LoginInput {
  houseUserName: string;
  userName: string;
  password: string;
}

/**
 * Signs in upstream (POST /app/login), moves the upstream's `ah_session` token into the gateway's
 * own httpOnly cookie and returns the user. The rest of the request acts as the new session.
 */
export async function login(context: GatewayContext, input: LoginInput): Promise<HouseUser> {
  const violations = validateLogin(input);
  if (violations.length > 0) throw ruleViolationsError(violations);
  if (!context.canSetCookies)
    throw badUserInput('Sign in over HTTP: a WebSocket connection cannot set the session cookie.');
  const { user, session } = await signIn(context.rest, {
    houseUserName: input.houseUserName.trim(),
    userName: input.userName.trim(),
    password: input.password,
  });
  context.signedIn(user, session);
  return user;
}

/** Ends the session upstream and clears the cookie (also when the upstream call fails). */
export async function logout(context: GatewayContext): Promise<boolean> {
  try {
    return (await context.rest.house.POST('/app/logout')).data.data.success;
  } finally {
    await context.signedOut();
  }
}
