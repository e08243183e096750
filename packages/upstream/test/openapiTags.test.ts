import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * OpenAPI tags in one spelling: a tag is the glossary name of the domain whose folder serves its
 * operations (`src/<domain>/`), or, for a part of a domain that its own suite checks (lotFeedback),
 * a camelCase name whose description says which domain it is part of ("part of feedback").
 */
const OPENAPI = new URL('../openapi/', import.meta.url);
const SRC = new URL('../src/', import.meta.url);

interface Tag {
  name: string;
  description?: string;
}
interface Document {
  tags?: Tag[];
  paths: Record<string, Record<string, { tags?: string[] } | unknown>>;
}

const domains = new Set(
  readdirSync(SRC, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, SRC)).includes('mount.ts'),
    )
    .map((entry) => entry.name),
);
const specs = readdirSync(OPENAPI)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => ({ name, doc: parse(readFileSync(new URL(name, OPENAPI), 'utf8')) as Document }));

function operationTags(doc: Document): string[] {
  return Object.values(doc.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) =>
      operation && typeof operation === 'object' && 'tags' in operation && Array.isArray(operation.tags)
        ? (operation.tags as string[])
        : [],
    ),
  );
}

describe('OpenAPI tags', () => {
  it('finds the domains and the files', () => {
    expect(domains).toContain('viewer');
    expect(specs.length).toBeGreaterThan(0);
  });

  it('are declared at the top of their file, once each, and every declared one is used', () => {
    for (const { name, doc } of specs) {
      const declared = (doc.tags ?? []).map((tag) => tag.name);
      expect(new Set(declared).size, name).toBe(declared.length);
      expect([...new Set(operationTags(doc))].sort(), name).toEqual([...declared].sort());
    }
  });

  it('are a domain of the glossary, or say which domain they are part of', () => {
    const wrong = specs.flatMap(({ name, doc }) =>
      (doc.tags ?? [])
        .filter((tag) => {
          if (!/^[a-z][a-zA-Z0-9]*$/.test(tag.name)) return true;
          if (domains.has(tag.name)) return false;
          const owner = /part of (\w+)/.exec(tag.description ?? '')?.[1];
          return !owner || !domains.has(owner);
        })
        .map((tag) => `${name}: ${tag.name}`),
    );
    expect(wrong).toEqual([]);
  });
});
