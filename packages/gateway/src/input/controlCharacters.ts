import { controlCharacterViolation, findControlCharacter } from '@ah/schema';
import {
  defaultFieldResolver,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql/index.js';
import { ruleViolationsError } from '../errors.js';
import { inputPath } from './inputPath.js';

/**
 * Refuses control characters (other than tab, line feed, carriage return) in every string a
 * caller sends, before any resolver runs: one wrapper on every field that takes arguments, of
 * every type (roots included, `subscribe` too), so HTTP and graphql-ws, literals and variables,
 * nested input objects, lists and string scalars are all covered by one check of the coerced
 * arguments. A NUL byte would otherwise reach PostgreSQL, which cannot store it. The refusal is
 * BAD_USER_INPUT naming the argument path (inputPath.ts).
 */
export function applyControlCharacterCheck(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      field.resolve = checked(field.resolve ?? defaultFieldResolver);
      if (field.subscribe) field.subscribe = checked(field.subscribe);
    }
  }
  return schema;
}

/** The first control character in a field's arguments as a refusal, or null. */
export function controlCharacterError(args: Record<string, unknown>) {
  for (const [name, value] of Object.entries(args)) {
    const finding = findControlCharacter(value);
    if (finding)
      return ruleViolationsError([controlCharacterViolation(finding, inputPath(name, finding.path))]);
  }
  return null;
}

function checked<TContext>(
  resolve: GraphQLFieldResolver<unknown, TContext>,
): GraphQLFieldResolver<unknown, TContext> {
  return (source, args: Record<string, unknown>, context, info) => {
    const refusal = controlCharacterError(args);
    if (refusal) throw refusal;
    return resolve(source, args, context, info);
  };
}
