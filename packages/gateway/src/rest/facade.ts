import type { IncomingHttpHeaders } from 'node:http';
import type { CallContext, HttpMethod, MultipartBody, RestClient, RestRequest } from './restClient.js';

/**
 * A typed facade over one service's `RestClient`, in the style of openapi-fetch: the contract's
 * openapi-typescript `paths` decide which paths each method takes, their path, query and header
 * parameters, the request body and the answer's type, so a call the contract does not describe
 * fails to compile:
 *
 *   const { data } = await rest.house.GET('/app/house/{houseRef}/apiTokens', {
 *     params: { path: { houseRef } },
 *   });
 *
 * The client underneath keeps its pool, deadline, retries (only when safe), circuit breaker and
 * call log; an error answer throws its `UpstreamError` (rest/errors.ts), so `data` is always the
 * contract's 2xx body.
 */
export interface RestFacade<Paths> {
  /** The service's origin: URLs it hands out on itself start with it. */
  readonly origin: string;
  GET: Caller<Paths, 'GET'>;
  POST: Caller<Paths, 'POST'>;
  PUT: Caller<Paths, 'PUT'>;
  PATCH: Caller<Paths, 'PATCH'>;
  DELETE: Caller<Paths, 'DELETE'>;
}

type Caller<Paths, M extends HttpMethod> = <P extends PathsWith<Paths, M>>(
  path: P,
  ...init: InitArgs<OperationOf<Paths, P, M>>
) => Promise<RestResult<OperationOf<Paths, P, M>>>;

/** The paths of a contract that have an operation for `method`. */
export type PathsWith<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [K in Lowercase<M>]: object } ? P : never;
}[keyof Paths] &
  string;

/** The operation of `path` and `method` (openapi-typescript's `operations[...]`). */
export type OperationOf<Paths, P extends keyof Paths, M extends HttpMethod> = Paths[P] extends {
  [K in Lowercase<M>]: infer Op;
}
  ? Op
  : never;

/** The parameter groups an operation declares (`never` marks a group it has none of). */
type Declared<T> = {
  [
    K in keyof T as K extends 'path' | 'query' | 'header'
      ? [NonNullable<T[K]>] extends [never]
        ? never
        : K
      : never
  ]: T[K];
};
type ParamsOf<Op> = Op extends { parameters: infer Pr } ? Declared<Pr> : Record<string, never>;

type BodyOf<Op> = Op extends { requestBody?: infer B }
  ? [NonNullable<B>] extends [never]
    ? { body?: never }
    : NonNullable<B> extends { content: { 'application/json': infer T } }
      ? undefined extends B
        ? { body?: T }
        : { body: T }
      : { body?: never }
  : { body?: never };

type OptionalIfEmpty<K extends string, T> =
  Record<string, never> extends T ? { [Key in K]?: T } : { [Key in K]: T };

/** What a call sends besides its path: the contract's parameters and body, and a few transport options. */
export type RestInit<Op> = OptionalIfEmpty<'params', ParamsOf<Op>> &
  BodyOf<Op> & {
    /**
     * Headers the contract describes only in prose (e.g. the legacy `Authorization: {houseRef}*`
     * of POST additionalCharges); the caller's credentials still come last and win.
     */
    headers?: Record<string, string>;
    /** Sent without the caller's credentials (POST /app/login opens a session). */
    anonymous?: boolean;
    /** A multipart/form-data body, for the operations the contract gives one (the logo uploads). */
    multipart?: MultipartBody;
  };

type InitArgs<Op> =
  Record<string, never> extends ParamsOf<Op>
    ? BodyOf<Op> extends { body: unknown }
      ? [init: RestInit<Op>]
      : [init?: RestInit<Op>]
    : [init: RestInit<Op>];

type OkStatus = 200 | 201 | 202 | 204;

/** The JSON body of an operation's 2xx answer(s), as the contract gives it. */
export type SuccessBody<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R & OkStatus]: R[S] extends { content: { 'application/json': infer T } } ? T : undefined;
    }[keyof R & OkStatus]
  : never;

export interface RestResult<Op> {
  data: SuccessBody<Op>;
  status: number;
  headers: IncomingHttpHeaders;
}

/** The untyped shape every `RestInit` has, for the one place that turns it into a request. */
interface LooseInit {
  params?: {
    path?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
    header?: Record<string, string | undefined>;
  };
  body?: unknown;
  headers?: Record<string, string>;
  anonymous?: boolean;
  multipart?: MultipartBody;
}

/**
 * The facade of one service over its client, bound to the request's credentials and call log
 * (read on each call: a login or logout later in the request changes them).
 */
export function restFacade<Paths>(client: RestClient, call: () => CallContext): RestFacade<Paths> {
  const send =
    (method: HttpMethod) =>
    async (
      path: string,
      init?: LooseInit,
    ): Promise<{ data: unknown; status: number; headers: IncomingHttpHeaders }> => {
      const context = call();
      const res = await client.request<unknown>(
        init?.anonymous ? { ...context, credentials: null } : context,
        toRequest(method, path, init),
      );
      return { data: res.body, status: res.status, headers: res.headers };
    };
  // The typed signatures are a view of these loose functions: `Caller` only narrows what they accept.
  return {
    origin: client.origin,
    GET: send('GET'),
    POST: send('POST'),
    PUT: send('PUT'),
    PATCH: send('PATCH'),
    DELETE: send('DELETE'),
  } as unknown as RestFacade<Paths>;
}

/** The `RestRequest` of a call: path parameters encoded in place, header names in lower case. */
export function toRequest(method: HttpMethod, template: string, init: LooseInit = {}): RestRequest {
  const values = init.params?.path ?? {};
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...init.params?.header, ...init.headers }))
    if (value !== undefined) headers[name.toLowerCase()] = value;
  return {
    method,
    path,
    route: template,
    ...(init.params?.query ? { query: init.params.query } : {}),
    ...(init.body !== undefined ? { body: init.body } : {}),
    ...(init.multipart ? { multipart: init.multipart } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}
