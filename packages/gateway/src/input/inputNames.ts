import { loadTypeDefs } from '@ah/schema/node';
import { Kind, parse, visit } from 'graphql/index.js';

let names: ReadonlySet<string> | null = null;

/** Every argument and input-field name of the SDL: the only words an error's `field` may use. */
export function graphqlInputNames(): ReadonlySet<string> {
  if (names) return names;
  const found = new Set<string>();
  for (const sdl of loadTypeDefs())
    visit(parse(sdl), {
      [Kind.INPUT_VALUE_DEFINITION]: (node) => {
        found.add(node.name.value);
      },
    });
  names = found;
  return names;
}

/** A path's names and indexes: `objectsReviewed[0].artaSubtype` and `objects.0.title` alike. */
export function pathSegments(path: string): string[] {
  return path.split(/[.[\]]+/).filter((s) => s !== '');
}

/** Whether every name in `path` is a GraphQL argument or input field (indexes aside). */
export function isGraphqlInputPath(path: string): boolean {
  const segments = pathSegments(path);
  const known = graphqlInputNames();
  return segments.length > 0 && segments.every((s) => /^\d+$/.test(s) || known.has(s));
}
