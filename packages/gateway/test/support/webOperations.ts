/**
 * The web app's real GraphQL operations, read from its `.graphql` files (the same text the
 * browser sends, fragments included), so benchmarks and budgets measure what the screens ask.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql/index.js';

const WEB_SRC = fileURLToPath(new URL('../../../web/src/', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === '__generated__') return [];
    if (statSync(path).isDirectory()) return graphqlFiles(path);
    return name.endsWith('.graphql') ? [path] : [];
  });
}

function fragmentNamesIn(node: DefinitionNode): Set<string> {
  const names = new Set<string>();
  visit(node, {
    FragmentSpread(spread) {
      names.add(spread.name.value);
    },
  });
  return names;
}

let cache: Map<string, string> | null = null;

/** Every named operation of the web app, each as a standalone document with the fragments it needs. */
export function webOperations(): Map<string, string> {
  if (cache) return cache;
  const definitions = graphqlFiles(WEB_SRC).flatMap((file) => {
    try {
      return parse(readFileSync(file, 'utf8')).definitions;
    } catch {
      // A file being edited may not parse; the operations that need it are then reported missing.
      return [];
    }
  });
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const d of definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    else if (d.kind === Kind.OPERATION_DEFINITION && d.name) operations.push(d);
  }
  cache = new Map();
  for (const operation of operations) {
    const needed = new Map<string, FragmentDefinitionNode>();
    const pending = [...fragmentNamesIn(operation)];
    while (pending.length > 0) {
      const name = pending.pop() as string;
      if (needed.has(name)) continue;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`operation ${operation.name?.value} uses unknown fragment ${name}`);
      needed.set(name, fragment);
      pending.push(...fragmentNamesIn(fragment));
    }
    const document = { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] } as const;
    cache.set(operation.name?.value ?? '', print(document));
  }
  return cache;
}

/** One web operation's document text; throws when the web app has no operation of that name. */
export function webOperation(name: string): string {
  const text = webOperations().get(name);
  if (!text) throw new Error(`the web app has no operation named ${name}`);
  return text;
}
