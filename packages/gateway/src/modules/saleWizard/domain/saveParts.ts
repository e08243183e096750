import { GraphQLError } from 'graphql/index.js';

/** One part of a multi-call save (sales §7: step 2 and fixed-price step 1 save in parallel). */
export interface SavePartOutcome<P extends string> {
  part: P;
  ok: boolean;
  message: string | null;
}

/** The message a person can read for a failed part (the gateway's error text, else a generic one). */
export function failureMessage(error: unknown): string {
  if (error instanceof GraphQLError) return error.message;
  return 'The service did not answer. Please try again.';
}

/**
 * Runs the parts in parallel and reports each: every part is attempted, none is dropped because
 * another failed, and a failure is reported with its message (nothing is lost silently).
 */
export async function runParts<P extends string>(
  parts: ReadonlyArray<readonly [P, () => Promise<unknown>]>,
): Promise<SavePartOutcome<P>[]> {
  const settled = await Promise.allSettled(parts.map(([, run]) => run()));
  return settled.map((result, i) => {
    const part = (parts[i] as readonly [P, unknown])[0];
    return result.status === 'fulfilled'
      ? { part, ok: true, message: null }
      : { part, ok: false, message: failureMessage(result.reason) };
  });
}
