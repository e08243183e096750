import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { CostBudget, costBudgetHeaders } from './costBudget.js';
import { InProcessRateCounter } from './rateCounter.js';

const quiet = createLogger('silent');
const bearer = (token: string) => ({ kind: 'bearer' as const, token });

describe('CostBudget', () => {
  it("charges each token's operations to its own window and refuses past the budget", async () => {
    let now = 1_000_000;
    const budget = new CostBudget(
      { perToken: 100, windowMs: 60_000 },
      new InProcessRateCounter(() => now),
      'ah:',
      quiet,
    );
    expect(await budget.spend(bearer('a'), 60)).toMatchObject({
      requested: 60,
      remaining: 40,
      refused: false,
    });
    const over = await budget.spend(bearer('a'), 60);
    expect(over).toMatchObject({ remaining: 0, refused: true, resetInSeconds: 60, windowSeconds: 60 });
    expect(await budget.spend(bearer('b'), 60)).toMatchObject({ remaining: 40, refused: false });
    now += 60_000;
    expect(await budget.spend(bearer('a'), 10)).toMatchObject({ remaining: 90, refused: false });
    if (!over) throw new Error('the budget should have answered');
    expect(costBudgetHeaders(over)).toEqual([
      ['ratelimit-limit', '100'],
      ['ratelimit-remaining', '0'],
      ['ratelimit-reset', '60'],
      ['ratelimit-policy', '100;w=60'],
      ['retry-after', '60'],
    ]);
  });

  it('leaves sessions, and everyone when off, without a budget', async () => {
    const on = new CostBudget({ perToken: 100, windowMs: 60_000 }, new InProcessRateCounter(), 'ah:', quiet);
    expect(await on.spend({ kind: 'session', token: 's' }, 10)).toBeNull();
    expect(await on.spend(null, 10)).toBeNull();
    const off = new CostBudget({ perToken: 0, windowMs: 60_000 }, new InProcessRateCounter(), 'ah:', quiet);
    expect(await off.spend(bearer('a'), 10)).toBeNull();
  });
});
