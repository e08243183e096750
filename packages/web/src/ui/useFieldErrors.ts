import { useCallback, useState } from 'react';
import { badUserInputViolations } from './graphqlErrors';

/** One broken rule of a form, as `@ah/schema`'s validate functions and the gateway's refusals give it. */
export interface FieldViolation {
  field: string;
  message: string;
}

const NO_SERVER_ERRORS: Readonly<Record<string, string>> = {};

/**
 * The shown errors of a form checked by the shared `@ah/schema` rules. A rule's message shows once
 * its field was touched or a submit was attempted (or when `shownAnyway` says so); the gateway's
 * refusal of a field shows first and lasts until the form changes (`clearServerErrors`).
 */
export function useFieldErrors(
  violations: readonly FieldViolation[],
  options: { shownAnyway?: (field: string) => boolean } = {},
) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>(NO_SERVER_ERRORS);

  const touch = useCallback(
    (...fields: string[]) =>
      setTouched((t) => {
        const next = new Set(t);
        for (const f of fields) next.add(f);
        return next;
      }),
    [],
  );
  /** Forgets that fields were touched (e.g. the fields a new country empties). */
  const untouch = useCallback(
    (...fields: string[]) =>
      setTouched((t) => {
        const next = new Set(t);
        for (const f of fields) next.delete(f);
        return next;
      }),
    [],
  );
  const attempt = useCallback(() => setAttempted(true), []);
  /** Drops the gateway's messages: all of them, or those of the changed `fields`. */
  const clearServerErrors = useCallback((fields?: readonly string[]) => {
    if (!fields) return setServerErrors(NO_SERVER_ERRORS);
    setServerErrors((errors) => {
      const next = { ...errors };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);
  /** Keeps the gateway's per-field refusals of a failed save (BAD_USER_INPUT violations) and gives them back. */
  const refuse = useCallback((error: unknown): readonly FieldViolation[] => {
    const refused = badUserInputViolations(error);
    if (refused.length > 0) setServerErrors(Object.fromEntries(refused.map((v) => [v.field, v.message])));
    return refused;
  }, []);

  /** The message of the first of `fields` that has one to show, or null. */
  const errorOf = (...fields: string[]): string | null => {
    for (const field of fields) {
      const server = serverErrors[field];
      if (server !== undefined) return server;
      if (attempted || touched.has(field) || options.shownAnyway?.(field)) {
        const violation = violations.find((v) => v.field === field);
        if (violation) return violation.message;
      }
    }
    return null;
  };

  return { errorOf, touch, untouch, touched, attempt, attempted, refuse, serverErrors, clearServerErrors };
}
