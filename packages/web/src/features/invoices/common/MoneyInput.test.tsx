import { CHARGE_EDIT_DEBOUNCE_MS } from '@ah/schema';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './MoneyInput';

function Harness({ allowNegative, onCommit }: { allowNegative?: boolean; onCommit: (v: string) => void }) {
  const [value, setValue] = useState('0.00');
  return (
    <MantineProvider env="test">
      <MoneyInput
        label="Shipping"
        value={value}
        allowNegative={allowNegative}
        onValueChange={(v) => {
          setValue(v);
          onCommit(v);
        }}
      />
      <button type="button">elsewhere</button>
    </MantineProvider>
  );
}

describe('MoneyInput (invoicing §5)', () => {
  it('keeps only numbers, normalises to two decimals on blur and reports the value', async () => {
    const onCommit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onCommit={onCommit} />);
    const input = screen.getByLabelText('Shipping') as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '-1a2.345');
    expect(input.value).toBe('12.345');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input.value).toBe('12.35');
    expect(onCommit).toHaveBeenLastCalledWith('12.35');
  });

  it('allows a discount where a minus is allowed', async () => {
    const onCommit = vi.fn();
    const user = userEvent.setup();
    render(<Harness allowNegative onCommit={onCommit} />);
    const input = screen.getByLabelText('Shipping') as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '-5');
    await user.tab();
    expect(input.value).toBe('-5.00');
    expect(onCommit).toHaveBeenLastCalledWith('-5.00');
  });

  it('debounces typing: nothing is reported before 500 ms, then the last value once', async () => {
    // Fake timers: the debounce window is measured on the test's clock, so a slow keystroke on a
    // busy machine cannot end it early.
    vi.useFakeTimers();
    try {
      const onCommit = vi.fn();
      render(<Harness onCommit={onCommit} />);
      const input = screen.getByLabelText('Shipping');
      // Keystrokes as change events: user-event waits on timers of its own, which fake timers stop.
      fireEvent.change(input, { target: { value: '' } });
      act(() => vi.advanceTimersByTime(CHARGE_EDIT_DEBOUNCE_MS));
      onCommit.mockClear();
      fireEvent.change(input, { target: { value: '4' } });
      act(() => vi.advanceTimersByTime(CHARGE_EDIT_DEBOUNCE_MS - 1));
      fireEvent.change(input, { target: { value: '42' } });
      act(() => vi.advanceTimersByTime(CHARGE_EDIT_DEBOUNCE_MS - 1));
      expect(onCommit).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onCommit).toHaveBeenCalledTimes(1);
      expect(onCommit).toHaveBeenCalledWith('42.00');
    } finally {
      vi.useRealTimers();
    }
  });
});
