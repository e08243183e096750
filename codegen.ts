import type { CodegenConfig } from '@graphql-codegen/cli';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Code generation from the SDL files in packages/schema (never from a running server):
 * resolver types for the gateway, typed documents for the web. Output is git-ignored.
 * The upstream REST types come from the OpenAPI files (scripts/openapi-types.mjs).
 */
const schema = 'packages/schema/src/sdl/*.graphql';

const modulesDir = 'packages/gateway/src/modules';

/**
 * The schema the script examples (examples/) are typed from: the published contract a script user
 * has (`npm run schema` writes it; `npm test` fails while it differs from the SDL).
 */
const SCRIPT_EXAMPLES_SCHEMA = 'packages/schema/schema.graphql';

/**
 * The examples' operation types come from typescript-operations, which the root has through
 * client-preset (not as a package of its own); the client preset's typed documents would import a
 * package the root does not have. Resolved from the preset, so no new dependency.
 */
const typescriptOperations = createRequire(
  createRequire(`${process.cwd()}/package.json`).resolve('@graphql-codegen/client-preset'),
).resolve('@graphql-codegen/typescript-operations');

/**
 * The resolver types' mappers, from the gateway modules themselves: every
 * `export type|interface <Type>Model` of a `modules/<domain>/models.ts` maps the GraphQL type
 * `<Type>` to that model. A model name claimed twice, or one naming no type of the SDL, stops
 * codegen (a stale mapper would otherwise be dropped silently).
 */
function moduleMappers(): Record<string, string> {
  const sdlTypes = new Set(
    readdirSync('packages/schema/src/sdl')
      .filter((file) => file.endsWith('.graphql'))
      .flatMap((file) => {
        const sdl = readFileSync(`packages/schema/src/sdl/${file}`, 'utf8');
        return [...sdl.matchAll(/^(?:type|interface|union|input|enum|scalar)\s+(\w+)/gm)].map((m) => m[1]!);
      }),
  );
  const mappers: Record<string, string> = {};
  for (const domain of readdirSync(modulesDir).sort()) {
    const file = `${modulesDir}/${domain}/models.ts`;
    if (!existsSync(file)) continue;
    for (const [, type] of readFileSync(file, 'utf8').matchAll(/^export (?:type|interface) (\w+)Model\b/gm)) {
      if (!type) continue;
      if (mappers[type]) throw new Error(`codegen: ${type}Model is exported by two modules`);
      if (!sdlTypes.has(type))
        throw new Error(`codegen: ${file} exports ${type}Model, but the SDL has no type ${type}`);
      mappers[type] = `../modules/${domain}/models.js#${type}Model`;
    }
  }
  return mappers;
}

const scalars = {
  Date: 'string',
  DateTime: 'string',
  Money: 'string',
};

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  silent: true,
  generates: {
    'packages/gateway/src/__generated__/resolvers-types.ts': {
      schema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars,
        contextType: '../context.js#GatewayContext',
        mapperTypeSuffix: 'Model',
        mappers: moduleMappers(),
      },
    },
    'packages/web/src/__generated__/': {
      schema,
      documents: ['packages/web/src/**/*.graphql'],
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        // Trusted documents (docs/API.md: Trusted documents): every operation's SHA-256 in its `__meta__.hash`
        // (the text stays: Apollo's cache reads it) and `persisted-documents.json` { hash: text }, which
        // the web build copies into dist/ for the gateway (which adds `__typename` as Apollo does).
        persistedDocuments: {
          mode: 'embedHashInDocument',
          hashPropertyName: 'hash',
          hashAlgorithm: 'sha256',
        },
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars,
        documentMode: 'string',
      },
    },
    'examples/export-unpaid-invoices/__generated__/operations.ts': {
      schema: SCRIPT_EXAMPLES_SCHEMA,
      documents: ['examples/export-unpaid-invoices/*.graphql'],
      plugins: ['typescript', typescriptOperations],
      config: {
        onlyOperationTypes: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars,
        useTypeImports: true,
        avoidOptionals: true,
      },
    },
  },
};

export default config;
