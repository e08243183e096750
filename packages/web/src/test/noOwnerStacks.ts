import * as React from 'react';

/**
 * React's development build records where each element was created (an `Error` with a 10-frame
 * stack for each of the first 10,000 elements of a render), for the "owner stack" it prints beside a
 * warning. Whole-page component tests create millions of elements, and taking those stacks was about
 * a tenth of their CPU time. React counts them in `recentlyCreatedOwnerStacks` and stops at 10,000;
 * holding the count above that makes every element use its shared placeholder stack. Warnings and
 * errors still print, with the component stack, only without the owner's creation site.
 */
type Internals = { recentlyCreatedOwnerStacks?: number };
const internals = (
  React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: Internals }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

if (internals && 'recentlyCreatedOwnerStacks' in internals)
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
