import { useCallback, useState } from 'react';
import { badUserInputViolations } from './graphqlErrors';

/** One broken rule of a form, as `@ah/schema`'s validate functions and the gateway's refusals give it. */
export interface FieldViolation {
  field: string;
  message: string;
}

const NO_SERVER_ERRORS: Readonly<Record<string, string>> = {};

/** What the form knows of the person's doing, for `shownAnyway`. */
export interface FieldErrorsState {
  touched: ReadonlySet<string>;
  attempted: boolean;
}

export interface FieldErrorsOptions {
  /** Fields whose rule message shows before any touch or submit (e.g. a field that holds a value). */
  shownAnyway?: (field: string, state: FieldErrorsState) => boolean;
  /** Fields touched from the start (e.g. those the last check flagged): their messages show at once. */
  initiallyTouched?: Iterable<string>;
  /**
   * Which message a field shows when both a shown rule and the gateway have one: the gateway's
   * (`'server'`, the default) or the form's own rule (`'rule'`, as the template editor's spec wants).
   */
  precedence?: 'server' | 'rule';
}

/**
 * The shown errors of a form checked by the shared `@ah/schema` rules. A rule's message shows once
 * its field was touched or a submit was attempted (or when `shownAnyway` says so); the gateway's
 * refusal of a field shows first (unless `precedence: 'rule'`) and lasts until the form changes
 * (`clearServerErrors`).
 */
export function useFieldErrors(violations: readonly FieldViolation[], options: FieldErrorsOptions = {}) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(options.initiallyTouched));
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>(NO_SERVER_ERRORS);

  const touch = useCallback(
    (...fields: string[]) =>
      setTouched((t) => {
        // The same set when nothing is new: a blur of a touched field renders nothing again.
        if (fields.every((f) => t.has(f))) return t;
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
  /** Forgets every touched field (e.g. when messages follow positions that just moved). */
  const forgetTouched = useCallback(() => setTouched((t) => (t.size === 0 ? t : new Set())), []);
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
    const ruleFirst = options.precedence === 'rule';
    for (const field of fields) {
      const server = serverErrors[field];
      if (server !== undefined && !ruleFirst) return server;
      if (attempted || touched.has(field) || options.shownAnyway?.(field, { touched, attempted })) {
        const violation = violations.find((v) => v.field === field);
        if (violation) return violation.message;
      }
      if (server !== undefined) return server;
    }
    return null;
  };

  /**
   * Every message to show, keyed by field path (the rules' fields and the gateway's), for forms that
   * hand their fields a record rather than calling `errorOf` per field.
   */
  const shownErrors = (): Record<string, string> => {
    const shown: Record<string, string> = {};
    for (const field of new Set([...violations.map((v) => v.field), ...Object.keys(serverErrors)])) {
      const message = errorOf(field);
      if (message !== null) shown[field] = message;
    }
    return shown;
  };

  return {
    errorOf,
    shownErrors,
    touch,
    untouch,
    forgetTouched,
    touched,
    attempt,
    attempted,
    refuse,
    serverErrors,
    clearServerErrors,
  };
}
