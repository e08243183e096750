/** A broken input rule: which field, and the message a person reads (the spec's text where it has one). */
export interface RuleViolation {
  field: string;
  message: string;
}
