// Types of schema.mjs for the repo tests (test/publishedSchema.test.ts).
import type { GraphQLSchema } from 'graphql';
import type { SdlSource } from './schemaContract.mjs';

export function readSdlSources(): SdlSource[];
export function readRepoContract(): { built: GraphQLSchema; committed: string; changelog: string };
