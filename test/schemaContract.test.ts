import { describe, expect, it } from 'vitest';
import {
  REGENERATE,
  buildContractSchema,
  checkContract,
  contractProblems,
  formatLintFinding,
  lintSdl,
  printContract,
  unreleasedCoordinates,
  type SdlSource,
} from '../scripts/schemaContract.mjs';

/**
 * The contract checker (scripts/schemaContract.mjs) on fixture schemas: a base file and a domain file
 * extending it, the shape of packages/schema/src/sdl.
 */
const BASE = `
"""Read operations."""
type Query {
  "The API's build version."
  version: String!
}
`;
const LOTS = `
extend type Query {
  "One lot of the caller's house; null when it does not exist."
  lot("The lot's id." id: ID!): Lot
}

"""A lot of a sale."""
type Lot {
  "The lot's id."
  id: ID!
  "The title shown to bidders."
  title: String!
  "The lot number within its sale."
  lotNumber: String
  "Where the lot is in its life."
  status: LotStatus!
}

"""The state of a lot."""
enum LotStatus {
  "Not yet published."
  DRAFT
  "Visible to bidders."
  PUBLISHED
}
`;
const sources = (lots: string): SdlSource[] => [
  { name: 'sdl/base.graphql', body: BASE },
  { name: 'sdl/lots.graphql', body: lots },
];
const published = printContract(buildContractSchema(sources(LOTS)));
const CHANGELOG = (unreleased: string) =>
  `# Changelog\n\nRules.\n\n## Unreleased\n\n${unreleased}\n## 1.0.0 - 2026-11-01\n\n- \`Query.lot\` added.\n`;

// Budgets, not waits: each lint builds a schema and an ESLint run, slow on a busy machine.
describe('lintSdl', { timeout: 60_000 }, () => {
  it('passes a schema with a description everywhere', () => {
    expect(lintSdl(sources(LOTS))).toEqual([]);
  });

  it('names a field that loses its description', () => {
    const findings = lintSdl(sources(LOTS.replace('  "The title shown to bidders."\n', '')));
    expect(findings.map(formatLintFinding)).toEqual([
      'sdl/lots.graphql:11:3 Description is required for field "title" in type "Lot" (require-description)',
    ]);
  });

  it('names an argument and an enum value without one', () => {
    const bare = LOTS.replace('"The lot\'s id." id: ID!', 'id: ID!').replace('  "Visible to bidders."\n', '');
    expect(lintSdl(sources(bare)).map((f) => f.message)).toEqual([
      'Description is required for input value "id" in field "lot"',
      'Description is required for enum value "PUBLISHED" in enum "LotStatus"',
    ]);
  });

  it('names a type no root field reaches, across extend blocks', () => {
    const orphan = `${LOTS}\n"""Never returned."""\ntype Orphan {\n  "Nothing."\n  id: ID!\n}\n`;
    expect(lintSdl(sources(orphan)).map((f) => `${f.rule}: ${f.message}`)).toEqual([
      'no-unreachable-types: Object type `Orphan` is unreachable.',
    ]);
  });

  it('holds names to the conventions and deprecations to a reason', () => {
    const bad = LOTS.replace('lotNumber: String', 'lot_number: String @deprecated').replace('DRAFT', 'Draft');
    expect(lintSdl(sources(bad)).map((f) => f.rule)).toEqual([
      'naming-convention',
      'require-deprecation-reason',
      'naming-convention',
    ]);
  });
});

describe('checkContract', { timeout: 60_000 }, () => {
  const removed = sources(LOTS.replace('  "The lot number within its sale."\n  lotNumber: String\n', ''));

  it('passes an unchanged schema', async () => {
    const check = await checkContract({
      committed: published,
      built: buildContractSchema(sources(LOTS)),
      changelog: CHANGELOG(''),
    });
    expect(contractProblems(check)).toEqual([]);
  });

  it('names the coordinate of a field removed without a change-log entry', async () => {
    const check = await checkContract({
      committed: published,
      built: buildContractSchema(removed),
      changelog: CHANGELOG(''),
    });
    expect(check.unrecorded.map((c) => c.coordinate)).toEqual(['Lot.lotNumber']);
    const problems = contractProblems(check);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Breaking change `Lot.lotNumber`');
    expect(problems[0]).toContain(REGENERATE);
  });

  it('does not take an entry of an older release for the removal', async () => {
    const old = `${CHANGELOG('')}- \`Lot.lotNumber\` removed.\n`;
    const check = await checkContract({
      committed: published,
      built: buildContractSchema(removed),
      changelog: old,
    });
    expect(check.unrecorded.map((c) => c.coordinate)).toEqual(['Lot.lotNumber']);
  });

  it('passes the removal once the change log records it and the schema is regenerated', async () => {
    const changelog = CHANGELOG('- `Lot.lotNumber` removed: deprecated since 1.0.0.\n');
    const stale = await checkContract({
      committed: published,
      built: buildContractSchema(removed),
      changelog,
    });
    expect(stale.unrecorded).toEqual([]);
    expect(contractProblems(stale)).toEqual([
      `packages/schema/schema.graphql is out of date with packages/schema/src/sdl: run \`${REGENERATE}\` and commit it.`,
    ]);
    const regenerated = printContract(buildContractSchema(removed));
    const check = await checkContract({
      committed: regenerated,
      built: buildContractSchema(removed),
      changelog,
    });
    expect(contractProblems(check)).toEqual([]);
  });

  it('takes a deprecation with its reason without an entry, but the schema must be regenerated', async () => {
    const deprecated = LOTS.replace(
      'lotNumber: String',
      'lotNumber: String @deprecated(reason: "Use `title`.")',
    );
    const check = await checkContract({
      committed: published,
      built: buildContractSchema(sources(deprecated)),
      changelog: CHANGELOG(''),
    });
    expect(check.unrecorded).toEqual([]);
    expect(check.outOfDate).toBe(true);
  });

  it('records an argument by its schema coordinate', async () => {
    const withArg = LOTS.replace('title: String!', 'title("Upper-cased." upper: Boolean): String!');
    const committed = printContract(buildContractSchema(sources(withArg)));
    const built = buildContractSchema(sources(LOTS));
    expect(
      (await checkContract({ committed, built, changelog: CHANGELOG('') })).unrecorded.map(
        (c) => c.coordinate,
      ),
    ).toEqual(['Lot.title.upper']);
    const changelog = CHANGELOG('- `Lot.title(upper:)` removed.\n');
    expect((await checkContract({ committed, built, changelog })).unrecorded).toEqual([]);
  });
});

describe('unreleasedCoordinates', { timeout: 60_000 }, () => {
  it('reads the backticked coordinates of the Unreleased section only', () => {
    expect([...unreleasedCoordinates(CHANGELOG('- `Query.lot` removed; `LotStatus.DRAFT` too.\n'))]).toEqual([
      'Query.lot',
      'LotStatus.DRAFT',
    ]);
    expect(unreleasedCoordinates('# Changelog\n\n## 1.0.0\n\n- `Query.lot`\n').size).toBe(0);
  });
});
