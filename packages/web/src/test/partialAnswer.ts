/** A GraphQL error as the gateway answers it for one field. */
export interface FieldError {
  message: string;
  path: (string | number)[];
  extensions: { code: string };
}

/**
 * A fetch that answers `operationName` with the gateway's own partial answer: the real response,
 * changed by `fail` (which nulls the fields it fails and returns their errors). The gateway's
 * integration tests assert that shape; the screens' tests inject it at the network edge, where a
 * failing upstream cannot be chosen per field. Other operations pass unchanged.
 */
export function partialAnswerFetch<Data>(
  operationName: string,
  fail: (data: Data) => FieldError[],
): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (typeof init?.body !== 'string' || !init.body.includes(`"operationName":"${operationName}"`))
      return response;
    const body = (await response.json()) as { data: Data; errors?: unknown[] };
    const errors = fail(body.data);
    return new Response(JSON.stringify({ ...body, errors: [...(body.errors ?? []), ...errors] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/**
 * Fails `field` on every item of a list that has it (the list at `listPath` in the answer), as the
 * gateway does when the service behind the field is down: the field null, one error per item.
 */
export function failFieldOfItems<Item, Field extends keyof Item>(
  items: readonly Item[],
  field: Field & string,
  listPath: (string | number)[],
  message: string,
): FieldError[] {
  const errors: FieldError[] = [];
  items.forEach((item, i) => {
    if (item[field] === null || item[field] === undefined) return;
    (item as Record<Field, unknown>)[field] = null;
    errors.push({ message, path: [...listPath, i, field], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
  return errors;
}
