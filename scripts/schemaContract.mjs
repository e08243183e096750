// The published GraphQL contract (packages/schema/schema.graphql): how it is printed, linted and
// compared with the committed copy. Pure functions of SDL text, so the tests run them on fixtures;
// reading and writing the repository's files is scripts/schema.mjs's job.
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { Linter } from 'eslint';
import { createRequire } from 'node:module';

// graphql through require: @graphql-inspector gets graphql's CommonJS build when Node loads it,
// and under vitest an `import` here would get the ESM build, a second graphql whose schemas the
// inspector refuses ("from another module or realm").
const { Source, buildASTSchema, buildSchema, concatAST, lexicographicSortSchema, parse, printSchema } =
  createRequire(import.meta.url)('graphql');

/** The one command that rewrites the published schema; every failure message names it. */
export const REGENERATE = 'npm run schema';
export const PUBLISHED_PATH = 'packages/schema/schema.graphql';
export const CHANGELOG_PATH = 'packages/schema/CHANGELOG.md';

/**
 * Enums whose values are the spec's wire codes, kept verbatim rather than UPPER_CASE: online payment
 * status p, u, h, i, a, d, f (invoicing §3), processor type p, s, w (invoicing §7) and the buyer
 * channels INV, PL, AZ, Floor (invoicing §1, §9).
 */
export const SPEC_CODE_ENUMS = ['BuyerChannel', 'OnlinePaymentStatus', 'ProcessorType'];
const specCodeEnum = `/^(${SPEC_CODE_ENUMS.join('|')})$/`;

/** The schema rules of @graphql-eslint the SDL must pass (eslint.config.js applies the same ones). */
export const SCHEMA_LINT_RULES = {
  '@graphql-eslint/require-description': [
    'error',
    {
      types: true,
      rootField: true,
      FieldDefinition: true,
      InputValueDefinition: true,
      EnumValueDefinition: true,
      DirectiveDefinition: true,
    },
  ],
  '@graphql-eslint/naming-convention': [
    'error',
    {
      types: 'PascalCase',
      FieldDefinition: 'camelCase',
      InputValueDefinition: 'camelCase',
      Argument: 'camelCase',
      DirectiveDefinition: 'camelCase',
      [`EnumValueDefinition[parent.name.value!=${specCodeEnum}]`]: 'UPPER_CASE',
    },
  ],
  '@graphql-eslint/no-unreachable-types': 'error',
  '@graphql-eslint/require-deprecation-reason': 'error',
};

/**
 * A flat-config block linting `files` against the schema printed from `schemaSdl`. The merged print,
 * not the domain files themselves: no-unreachable-types walks the root types' definitions only, and
 * each domain's fields live in `extend type Query` blocks.
 */
export function schemaLintConfig(files, schemaSdl) {
  return {
    files,
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { schemaSdl } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: SCHEMA_LINT_RULES,
  };
}

/** The schema of the SDL sources ({ name, body }), one document as the gateway merges them. */
export function buildContractSchema(sources) {
  return buildASTSchema(concatAST(sources.map(({ name, body }) => parse(new Source(body, name)))));
}

/** The published text: printSchema in lexicographic order, so file order and field order never show. */
export function printContract(schema) {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

/** The SDL sources merged into one printed schema (no `extend` blocks), for the lint's parser. */
export const mergedSdl = (sources) => printSchema(buildContractSchema(sources));

/** Lint findings of the SDL sources: { file, line, column, rule, message }, in file order. */
export function lintSdl(sources) {
  const schemaSdl = mergedSdl(sources);
  const config = [schemaLintConfig(['**/*.graphql'], schemaSdl)];
  const linter = new Linter({ configType: 'flat' });
  return sources.flatMap(({ name, body }) =>
    linter.verify(body, config, { filename: name }).map((message) => ({
      file: name,
      line: message.line,
      column: message.column,
      rule: (message.ruleId ?? 'parse').replace('@graphql-eslint/', ''),
      message: message.message,
    })),
  );
}

export const formatLintFinding = (f) => `${f.file}:${f.line}:${f.column} ${f.message} (${f.rule})`;

/**
 * The schema coordinates (`Query.foo`, `Lot.title(format:)`, `InvoiceStatus.PAID`) recorded in
 * backticks under the change log's `## Unreleased` heading, up to the next `## ` heading.
 */
export function unreleasedCoordinates(changelog) {
  const section = /^## Unreleased[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog);
  if (!section) return new Set();
  return new Set([...section[1].matchAll(/`([A-Za-z_][\w.():]*)`/g)].map((m) => m[1]));
}

/** graphql-inspector's path (`Query.foo.bar` for argument bar) as a coordinate, and its plain form. */
function coordinatesOf(path) {
  return [path, path.replace(/^(\w+\.\w+)\.(\w+)$/, '$1($2:)')];
}

/**
 * Compares the built schema with the committed published text and the change log.
 * `unrecorded`: breaking changes (graphql-inspector's BREAKING) whose coordinate is not under
 * Unreleased; `outOfDate`: the committed text is not the print of the built schema.
 */
export async function checkContract({ committed, built, changelog }) {
  const changes = await diff(buildSchema(committed), built);
  const recorded = unreleasedCoordinates(changelog);
  const unrecorded = changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({ coordinate: change.path ?? change.type, message: change.message }))
    .filter(({ coordinate }) => !coordinatesOf(coordinate).some((c) => recorded.has(c)));
  return { unrecorded, outOfDate: committed !== printContract(built), changes: changes.length };
}

/** The failures of a check, one line each, each ending with what to do. */
export function contractProblems({ unrecorded, outOfDate }) {
  const problems = unrecorded.map(
    ({ coordinate, message }) =>
      `Breaking change \`${coordinate}\` (${message}) is not recorded under "## Unreleased" in ` +
      `${CHANGELOG_PATH}: deprecate it with a reason instead, or record \`${coordinate}\` there, then run \`${REGENERATE}\`.`,
  );
  if (outOfDate && unrecorded.length === 0)
    problems.push(
      `${PUBLISHED_PATH} is out of date with packages/schema/src/sdl: run \`${REGENERATE}\` and commit it.`,
    );
  return problems;
}
