import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors, type FieldViolation } from './useFieldErrors';

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
});
