import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type request from 'supertest';
import { expect } from 'vitest';
import { parse } from 'yaml';

/**
 * Validates real responses against one OpenAPI file and records which (operation, status) pairs a
 * suite provoked, so the suite can fail when one of its operations was never exercised. `tags`
 * limits the bookkeeping to the operations of one part of a service file (shipping.yaml is shared
 * by the shipping review and the shipping policy); `excludeTags` leaves out operations another suite
 * covers.
 */
type Method = 'get' | 'post' | 'delete' | 'patch' | 'put';
interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  tags?: string[];
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, Operation>> & { parameters?: unknown }>;
}

type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  addFormatsModule) as unknown as FormatsPlugin;

const METHODS = ['get', 'post', 'delete', 'patch', 'put'] as const;
const pointerEscape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const templateRegex = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

export interface ContractChecker {
  /** Validates one response (status declared, body matches its schema) and records it. */
  check(method: Method, res: request.Response): request.Response;
  /** Operations (of the chosen tags) never exercised, and declared statuses never provoked. */
  gaps(): { operations: string[]; responses: string[] };
}

export function createContractChecker(
  specFile: URL,
  options: { tags?: readonly string[]; excludeTags?: readonly string[] } = {},
): ContractChecker {
  const doc = parse(readFileSync(specFile, 'utf8')) as OpenApiDocument;
  const specId = specFile.pathname.split('/').pop() ?? 'spec.yaml';
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...(doc as object), $id: specId });

  const inScope = (operation: Operation) => {
    const tags = operation.tags ?? [];
    if (options.excludeTags && tags.some((tag) => options.excludeTags?.includes(tag))) return false;
    return !options.tags || tags.some((tag) => options.tags?.includes(tag));
  };
  const declared = new Set<string>();
  for (const item of Object.values(doc.paths))
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation || !inScope(operation)) continue;
      for (const status of Object.keys(operation.responses))
        declared.add(`${operation.operationId} ${status}`);
    }
  const exercised = new Set<string>();

  const operationFor = (method: Method, actualPath: string) => {
    const candidates = Object.entries(doc.paths)
      .filter(([path, item]) => item[method] && templateRegex(path).test(actualPath))
      .sort(([a], [b]) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
    const [path, item] = candidates[0] ?? [];
    const operation = item?.[method];
    if (!path || !operation)
      throw new Error(`no operation in ${specId} for ${method.toUpperCase()} ${actualPath}`);
    return { path, operation };
  };

  return {
    check(method, res) {
      const actualPath = new URL(res.request.url).pathname;
      const { path, operation } = operationFor(method, actualPath);
      const where = `${method.toUpperCase()} ${actualPath} → ${res.status}`;
      const declaredResponse = operation.responses[String(res.status)];
      expect(
        declaredResponse,
        `${where}: status not declared; body ${JSON.stringify(res.body)}`,
      ).toBeDefined();
      const pointer = declaredResponse?.$ref
        ? `${declaredResponse.$ref}/content/application~1json/schema`
        : `#/paths/${pointerEscape(path)}/${method}/responses/${res.status}/content/application~1json/schema`;
      const validate = ajv.getSchema(`${specId}${pointer}`);
      if (!validate) throw new Error(`${where}: no JSON schema at ${pointer}`);
      expect(res.headers['content-type'], where).toMatch(/^application\/json/);
      const valid = validate(res.body);
      expect(
        valid,
        `${where}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 800)}`,
      ).toBe(true);
      if (declaredResponse?.headers?.['Set-Cookie'])
        expect(res.headers['set-cookie'], `${where}: Set-Cookie`).toBeDefined();
      exercised.add(`${operation.operationId} ${res.status}`);
      return res;
    },
    gaps() {
      const operations = new Set([...declared].map((key) => key.split(' ')[0] ?? key));
      const exercisedOperations = new Set([...exercised].map((key) => key.split(' ')[0] ?? key));
      return {
        operations: [...operations].filter((op) => !exercisedOperations.has(op)),
        responses: [...declared].filter((key) => !exercised.has(key)),
      };
    },
  };
}
