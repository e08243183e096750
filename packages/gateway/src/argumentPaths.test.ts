import { GraphQLError, graphql } from 'graphql/index.js';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { applyArgumentPaths, argumentPathOf, refusedAt } from './argumentPaths.js';
import { ErrorCode } from './errors.js';
import { UpstreamError } from './rest/errors.js';

const typeDefs = /* GraphQL */ `
  type Query {
    version: String
  }
  input ObjectInput {
    id: ID
    title: String
  }
  input ReviewInput {
    originId: ID
    objects: [ObjectInput!]!
    invoiceIds: [ID!]
  }
  type Mutation {
    save(reviewId: ID!, lotIds: [ID!], input: ReviewInput!): Boolean
  }
`;

const refusal = (code: string, field?: string) =>
  new GraphQLError('refused', { extensions: { code, ...(field ? { field } : {}) } });

function schemaThrowing(error: () => unknown) {
  return applyArgumentPaths(
    makeExecutableSchema({
      typeDefs,
      resolvers: {
        Mutation: {
          save: () => {
            throw error();
          },
        },
      },
    }),
  );
}

const SAVE = 'mutation { save(reviewId: "1", input: { objects: [{ title: "x" }] }) }';

describe('argumentPathOf', () => {
  const field = makeExecutableSchema({ typeDefs }).getMutationType()!.getFields()['save']!;

  it.each([
    ['reviewId', ['reviewId']],
    ['lotIds.2', ['lotIds', 2]],
    ['originId', ['input', 'originId']],
    ['objects.0.id', ['input', 'objects', 0, 'id']],
    ['objects[3].id', ['input', 'objects', 3, 'id']],
    ['invoiceIds.1', ['input', 'invoiceIds', 1]],
    ['input.originId', ['input', 'originId']],
  ] as const)('%s → %j', (name, path) => {
    expect(argumentPathOf(field, name)).toEqual(path);
  });

  it.each(['nothing', 'objects.x.id', 'originId.0', 'objects.0.colour', ''])(
    '%s names no argument',
    (name) => {
      expect(argumentPathOf(field, name)).toBeNull();
    },
  );
});

describe('applyArgumentPaths', () => {
  it.each([ErrorCode.NOT_FOUND, ErrorCode.BAD_USER_INPUT])('adds the path to a %s refusal', async (code) => {
    const result = await graphql({
      schema: schemaThrowing(() => refusal(code, 'objects.0.id')),
      source: SAVE,
    });
    expect(result.errors?.[0]?.extensions).toEqual({
      code,
      field: 'objects.0.id',
      argumentPath: ['input', 'objects', 0, 'id'],
    });
  });

  it('leaves other errors, refusals without a field and paths already given alone', async () => {
    for (const [error, extensions] of [
      [refusal(ErrorCode.FORBIDDEN, 'originId'), { code: ErrorCode.FORBIDDEN, field: 'originId' }],
      [refusal(ErrorCode.NOT_FOUND), { code: ErrorCode.NOT_FOUND }],
      [
        new GraphQLError('refused', {
          extensions: { code: ErrorCode.BAD_USER_INPUT, field: 'contacts', argumentPath: ['input', 'x'] },
        }),
        { code: ErrorCode.BAD_USER_INPUT, field: 'contacts', argumentPath: ['input', 'x'] },
      ],
    ] as const) {
      const result = await graphql({ schema: schemaThrowing(() => error), source: SAVE });
      expect(result.errors?.[0]?.extensions).toEqual(extensions);
    }
  });
});

describe('refusedAt', () => {
  const upstream = (code: ErrorCode, field?: string) =>
    new UpstreamError('refused', code, 'shipping', 404, 'ID_NOT_FOUND', null, field);

  it('names a refusal without a field, never overwrites one', () => {
    expect(
      (refusedAt(upstream(ErrorCode.NOT_FOUND), 'invoiceGroupId') as UpstreamError).extensions['field'],
    ).toBe('invoiceGroupId');
    expect(
      (refusedAt(upstream(ErrorCode.NOT_FOUND, 'invoiceIds'), 'invoiceGroupId') as UpstreamError).extensions[
        'field'
      ],
    ).toBe('invoiceIds');
    expect(
      (refusedAt(upstream(ErrorCode.UPSTREAM_UNAVAILABLE), 'invoiceGroupId') as UpstreamError).extensions[
        'field'
      ],
    ).toBeUndefined();
  });
});
