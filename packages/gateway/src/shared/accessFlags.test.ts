import { ACCESS_FLAG_FIELDS } from '@ah/schema';
import { isObjectType } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema.js';
import { ACCESS_FLAG_NAMES, accessFlagsOf } from './accessFlags.js';
import type { HouseUser } from '../rest/house/models.js';

describe('access flags', () => {
  it('are the same names in the SDL, the guards and the shared list (token scopes, upstream)', () => {
    const accessFlags = buildGatewaySchema().getType('AccessFlags');
    if (!isObjectType(accessFlags)) throw new Error('AccessFlags is not an object type');
    const sdl = Object.keys(accessFlags.getFields()).sort();
    expect(sdl).toEqual([...ACCESS_FLAG_NAMES].sort());
    expect(sdl).toEqual(Object.keys(ACCESS_FLAG_FIELDS).sort());
  });

  it('reads each flag from its own upstream field (bulk bidding spelt "Bulkbiding")', () => {
    const none = Object.fromEntries(Object.values(ACCESS_FLAG_FIELDS).map((f) => [f, 0]));
    const user = { ...none, accessBulkbiding: 1 } as unknown as HouseUser;
    const flags = accessFlagsOf(user);
    expect(Object.entries(flags).filter(([, on]) => on)).toEqual([['bulkBidding', true]]);
  });
});
