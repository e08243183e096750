/** A refusal found inside a pipeline step: the step is recorded as skipped with this reason. */
export class StepSkipped extends Error {}
