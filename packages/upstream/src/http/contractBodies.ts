import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { RequestHandler } from 'express';
import { parse } from 'yaml';
import { badRequest, type HttpError } from './httpError.js';

/**
 * The request bodies of the services, checked against their OpenAPI contract (../../openapi): the
 * operation is found by method and path, and a JSON body is validated against its requestBody schema.
 */
const SPEC_FILES = ['house.yaml', 'catalog.yaml', 'shipping.yaml', 'bidAdmin.yaml'] as const;
const OPENAPI_DIR = new URL('../../openapi/', import.meta.url);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

interface RequestBodyObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, { requestBody?: RequestBodyObject }>>>;
}

interface ContractOperation {
  method: Method;
  template: string;
  pattern: RegExp;
  /** Path parameters: more specific (literal) paths are tried first. */
  params: number;
  schemaRef: string;
  validate?: ValidateFunction;
}

type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  addFormatsModule) as unknown as FormatsPlugin;

const pointerEscape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const templatePattern = (template: string) =>
  new RegExp(
    `^${withoutTrailingSlash(template)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{[^}]+\}/g, '[^/]+')}$`,
  );

export interface BodyContract {
  /** The JSON body schema's validator of the operation at method and path; null when it takes none. */
  validatorFor(method: string, path: string): ValidateFunction | null;
}

export function loadBodyContract(dir: URL = OPENAPI_DIR): BodyContract {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const operations: ContractOperation[] = [];
  for (const file of SPEC_FILES) {
    const doc = parse(readFileSync(new URL(file, dir), 'utf8')) as OpenApiDocument;
    ajv.addSchema({ ...(doc as object), $id: file });
    for (const [template, item] of Object.entries(doc.paths))
      for (const method of METHODS) {
        const body = item[method]?.requestBody;
        if (!body) continue;
        const base = body.$ref ?? `#/paths/${pointerEscape(template)}/${method}/requestBody`;
        const content = body.$ref ? undefined : body.content;
        if (content && !content['application/json']?.schema) continue;
        operations.push({
          method,
          template,
          pattern: templatePattern(template),
          params: template.match(/\{/g)?.length ?? 0,
          schemaRef: `${file}${base}/content/application~1json/schema`,
        });
      }
  }
  operations.sort((a, b) => a.params - b.params);
  return {
    validatorFor(method, path) {
      const lower = method.toLowerCase();
      const target = withoutTrailingSlash(path);
      const operation = operations.find((op) => op.method === lower && op.pattern.test(target));
      if (!operation) return null;
      operation.validate ??= ajv.getSchema(operation.schemaRef) ?? undefined;
      return operation.validate ?? null;
    },
  };
}

let shared: BodyContract | undefined;

/** The services' contract, read once per process (every app of a test run shares it). */
export function bodyContract(): BodyContract {
  shared ??= loadBodyContract();
  return shared;
}

/** Errors inside a oneOf/anyOf/allOf/if branch only say which alternative did not fit: never answered. */
const BRANCH = /\/(oneOf|anyOf|allOf|if|then|else|not)\//;

/**
 * The contract's answer to a body of the wrong shape, in the words the routes' own checks use
 * (http/validate.ts): not an object, an unknown property, a field that must be a string. Value
 * rules (lengths, ranges, patterns, required fields) and nested shapes stay with the routes, whose
 * messages are the specs' own (sales §9, invoicing §8); null when there is nothing to say here.
 */
export function shapeRefusal(errors: readonly ErrorObject[]): HttpError | null {
  // A failed oneOf/anyOf also reports each alternative's errors (their schema paths restart at a
  // $ref): everything at or under the place it failed is left to the route.
  const undecided = errors
    .filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')
    .map((e) => e.instancePath);
  const definite = errors.filter(
    (e) =>
      !BRANCH.test(`${e.schemaPath}/`) &&
      !undecided.some((at) => e.instancePath === at || e.instancePath.startsWith(`${at}/`)),
  );
  const notObject = definite.find(
    (e) => e.keyword === 'type' && e.instancePath === '' && e.params['type'] === 'object',
  );
  if (notObject) return badRequest('INVALID_BODY', 'The request body must be a JSON object.');
  const unknown = definite.find((e) => e.keyword === 'additionalProperties' && e.instancePath === '');
  if (unknown) {
    const key = String(unknown.params['additionalProperty']);
    return badRequest('INVALID_BODY', `Unknown property "${key}".`, key);
  }
  const notString = (e: ErrorObject) =>
    e.keyword === 'type' && /^\/[^/]+$/.test(e.instancePath) && e.params['type'] === 'string';
  // A field of the wrong type only when nothing else is wrong: a route may check another field first.
  const first = definite[0];
  if (first && definite.every(notString)) {
    const key = first.instancePath.slice(1).replace(/~1/g, '/').replace(/~0/g, '~');
    return badRequest('INVALID_BODY', `"${key}" must be a string.`, key);
  }
  return null;
}

/**
 * Checks every JSON body against its operation's schema, once, after the JSON parser. A refusal is
 * given when the route first reads `req.body`, not here: the route's own earlier answers (401, 403,
 * an unknown id's 404) keep their precedence, exactly as when each route parsed its body itself.
 */
export function checkBodiesAgainst(contract: BodyContract): RequestHandler {
  return (req, _res, next) => {
    if (req.body === undefined) {
      next();
      return;
    }
    const validate = contract.validatorFor(req.method, req.path);
    const refusal = validate && !validate(req.body) ? shapeRefusal(validate.errors ?? []) : null;
    if (refusal)
      Object.defineProperty(req, 'body', {
        configurable: true,
        enumerable: true,
        get() {
          throw refusal;
        },
        // A later parser's assignment replaces the refusal with a plain value.
        set(value: unknown) {
          Object.defineProperty(req, 'body', { value, writable: true, configurable: true, enumerable: true });
        },
      });
    next();
  };
}
