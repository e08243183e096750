// Types of schemaContract.mjs for the repo tests (test/schemaContract.test.ts, test/publishedSchema.test.ts).
import type { GraphQLSchema } from 'graphql';

export interface SdlSource {
  name: string;
  body: string;
}
export interface LintFinding {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
}
export interface BreakingChange {
  coordinate: string;
  message: string;
}
export interface ContractCheck {
  unrecorded: BreakingChange[];
  outOfDate: boolean;
  changes: number;
}
export const REGENERATE: string;
export const PUBLISHED_PATH: string;
export const CHANGELOG_PATH: string;
export const SPEC_CODE_ENUMS: string[];
export const SCHEMA_LINT_RULES: Record<string, unknown>;
export function schemaLintConfig(files: string[], schemaSdl: string): Record<string, unknown>;
export function buildContractSchema(sources: SdlSource[]): GraphQLSchema;
export function printContract(schema: GraphQLSchema): string;
export function mergedSdl(sources: SdlSource[]): string;
export function lintSdl(sources: SdlSource[]): LintFinding[];
export function formatLintFinding(finding: LintFinding): string;
export function unreleasedCoordinates(changelog: string): Set<string>;
export function checkContract(input: {
  committed: string;
  built: GraphQLSchema;
  changelog: string;
}): Promise<ContractCheck>;
export function contractProblems(check: Pick<ContractCheck, 'unrecorded' | 'outOfDate'>): string[];
