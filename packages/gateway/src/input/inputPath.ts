/**
 * How errors name what the caller sent (`extensions.field`): the argument name, then input-object
 * fields and list indexes joined with dots (`lotIds.2`, `groupId`). The fields of the argument
 * called `input` go without the `input.` prefix (`objects.0.objectTypeId`, `messages.1.detail`),
 * as the web forms name their fields. Always GraphQL names, never a REST service's.
 */
export function inputPath(argument: string, path: readonly (string | number)[] = []): string {
  if (argument === 'input' && path.length > 0) return path.join('.');
  return [argument, ...path].join('.');
}
