/**
 * Helpers that read request and response shapes out of openapi-typescript's `operations`, so the
 * domain helpers name a request or answer shape without restating it by hand.
 */
type AnyOperation = {
  parameters: { query?: unknown; path?: unknown };
  requestBody?: unknown;
  responses: Record<number, unknown>;
};

/** The JSON body of an operation's response with the given status. */
export type JsonResponse<
  Op extends AnyOperation,
  Status extends keyof Op['responses'],
> = Op['responses'][Status] extends {
  content: { 'application/json': infer T };
}
  ? T
  : never;

/** The JSON request body of an operation. */
export type JsonRequest<Op extends AnyOperation> =
  NonNullable<Op['requestBody']> extends {
    content: { 'application/json': infer T };
  }
    ? T
    : never;

/** The query parameters of an operation. */
export type QueryParams<Op extends AnyOperation> = NonNullable<Op['parameters']['query']>;
