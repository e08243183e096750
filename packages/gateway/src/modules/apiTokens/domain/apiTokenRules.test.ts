import { describe, expect, it } from 'vitest';
import { apiTokenNameViolations } from './apiTokenRules.js';

describe('api token names', () => {
  it('needs 1 to 50 characters', () => {
    expect(apiTokenNameViolations('  ')).toEqual([{ field: 'name', message: 'Token name is required' }]);
    expect(apiTokenNameViolations('x'.repeat(51))[0]?.message).toBe(
      'Token name must be 50 characters or less',
    );
    expect(apiTokenNameViolations('ci')).toEqual([]);
  });
});
