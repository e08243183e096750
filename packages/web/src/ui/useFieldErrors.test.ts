import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors, type FieldViolation } from './useFieldErrors';

/** The gateway's refusal of a save, as Apollo hands it to the form. */
function badUserInput(refused: FieldViolation[]) {
  return new CombinedGraphQLErrors({
    errors: [{ message: 'Refused', extensions: { code: 'BAD_USER_INPUT', violations: refused } }],
  });
}

const violations: FieldViolation[] = [
  { field: 'name', message: 'Name Required' },
  { field: 'email', message: 'Invalid email' },
];

describe('useFieldErrors', () => {
  it('shows a rule once its field is touched, and every rule once a submit was attempted', () => {
    const { result } = renderHook(() => useFieldErrors(violations));
    expect(result.current.errorOf('name')).toBeNull();
    act(() => result.current.touch('name'));
    expect(result.current.errorOf('name')).toBe('Name Required');
    expect(result.current.errorOf('email')).toBeNull();
    act(() => result.current.attempt());
    expect(result.current.errorOf('email')).toBe('Invalid email');
  });

  it('gives the first field with a message to show', () => {
    const { result } = renderHook(() => useFieldErrors(violations));
    act(() => result.current.touch('email'));
    expect(result.current.errorOf('name', 'email')).toBe('Invalid email');
  });

  it('shows a field the caller always shows', () => {
    const { result } = renderHook(() => useFieldErrors(violations, { shownAnyway: (f) => f === 'email' }));
    expect(result.current.errorOf('email')).toBe('Invalid email');
    expect(result.current.errorOf('name')).toBeNull();
  });

  it('forgets touched fields and drops the server messages of changed fields', () => {
    const { result } = renderHook(() => useFieldErrors(violations));
    act(() => result.current.touch('name', 'email'));
    act(() => result.current.untouch('email'));
    expect(result.current.errorOf('name')).toBe('Name Required');
    expect(result.current.errorOf('email')).toBeNull();
    act(() => result.current.clearServerErrors(['name']));
    expect(result.current.serverErrors).toEqual({});
  });

  it('keeps nothing from an error that is not a field refusal', () => {
    const { result } = renderHook(() => useFieldErrors(violations));
    let refused: readonly FieldViolation[] = [];
    act(() => {
      refused = result.current.refuse(new Error('network'));
    });
    expect(refused).toEqual([]);
    expect(result.current.serverErrors).toEqual({});
  });

  it("lets a shown rule's message win over the gateway's with precedence 'rule'", () => {
    const serverFirst = renderHook(() => useFieldErrors(violations));
    const ruleFirst = renderHook(() => useFieldErrors(violations, { precedence: 'rule' }));
    for (const { result } of [serverFirst, ruleFirst]) {
      act(() => {
        result.current.refuse(badUserInput([{ field: 'name', message: 'Taken' }]));
      });
    }
    // Not touched yet: both show the gateway's message.
    expect(serverFirst.result.current.errorOf('name')).toBe('Taken');
    expect(ruleFirst.result.current.errorOf('name')).toBe('Taken');
    act(() => serverFirst.result.current.touch('name'));
    act(() => ruleFirst.result.current.touch('name'));
    expect(serverFirst.result.current.errorOf('name')).toBe('Taken');
    expect(ruleFirst.result.current.errorOf('name')).toBe('Name Required');
  });

  it('keeps the same touched set when a touched field is touched again', () => {
    const { result } = renderHook(() => useFieldErrors(violations));
    act(() => result.current.touch('name'));
    const touched = result.current.touched;
    act(() => result.current.touch('name'));
    expect(result.current.touched).toBe(touched);
  });

  it('starts with the fields it is told were touched, and forgets every touched field', () => {
    const { result } = renderHook(() => useFieldErrors(violations, { initiallyTouched: ['email'] }));
    expect(result.current.errorOf('email')).toBe('Invalid email');
    expect(result.current.errorOf('name')).toBeNull();
    act(() => result.current.forgetTouched());
    expect(result.current.errorOf('email')).toBeNull();
  });

  it('tells shownAnyway what was touched and attempted', () => {
    // Every rule shows until the person touches something, then only the touched ones.
    const { result } = renderHook(() =>
      useFieldErrors(violations, { shownAnyway: (_field, { touched }) => touched.size === 0 }),
    );
    expect(result.current.errorOf('name')).toBe('Name Required');
    act(() => result.current.touch('email'));
    expect(result.current.errorOf('name')).toBeNull();
    expect(result.current.errorOf('email')).toBe('Invalid email');
  });

  it('gives every message to show keyed by field path, the gateway refusals among them', () => {
    const { result } = renderHook(() =>
      useFieldErrors([...violations, { field: 'objects.0.weight', message: 'Weight Required' }]),
    );
    expect(result.current.shownErrors()).toEqual({});
    act(() => result.current.touch('objects.0.weight'));
    act(() => {
      result.current.refuse(badUserInput([{ field: 'objects.1.title', message: 'Too long' }]));
    });
    expect(result.current.shownErrors()).toEqual({
      'objects.0.weight': 'Weight Required',
      'objects.1.title': 'Too long',
    });
  });
});
