import * as React from 'react';
import { describe, expect, it } from 'vitest';
import './noOwnerStacks.ts';

/** The component tests' setup keeps React from taking an owner stack per element (noOwnerStacks.ts). */
describe('owner stacks in the component tests', () => {
  it('holds the count React stops at, so a React upgrade that renames it is noticed here', () => {
    const internals = (
      React as unknown as {
        __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: {
          recentlyCreatedOwnerStacks: number;
        };
      }
    ).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    internals.recentlyCreatedOwnerStacks = 0;
    expect(internals.recentlyCreatedOwnerStacks).toBeGreaterThan(10_000);
  });
});
