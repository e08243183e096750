import { CHARGE_EDIT_DEBOUNCE_MS, normalizeMoneyInput, sanitizeMoneyKeystrokes } from '@ah/schema';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'defaultValue' | 'type' | 'inputMode'
> {
  label: string;
  /** The committed amount as a decimal string. */
  value: string;
  /** Called with the amount at two decimals: 500 ms after the last keystroke, and at once on blur. */
  onValueChange: (value: string) => void;
  /** Only the Other column takes a minus sign (a discount). */
  allowNegative?: boolean;
  /** In a table the column header names the field: the label is then for screen readers only. */
  hideLabel?: boolean;
  /** Escape puts back the amount the field had when it was focused (a grid cell's cancel). */
  revertOnEscape?: boolean;
}

function normalized(text: string): string {
  return normalizeMoneyInput(text) ?? '0.00';
}

/** A money field with the §5 rules: numeric, minimum 0 (minus only in Other), two decimals on blur. */
export function MoneyInput({
  value,
  onValueChange,
  allowNegative = false,
  hideLabel = false,
  label,
  onBlur,
  onFocus,
  onKeyDown,
  revertOnEscape = false,
  ...props
}: MoneyInputProps) {
  const [text, setTextState] = useState(value);
  // The text in a ref too: a blur right after a keystroke (a key that moves focus) must see it.
  const textRef = useRef(value);
  const atFocus = useRef(value);
  const setText = (next: string) => {
    textRef.current = next;
    setTextState(next);
  };
  const lastSent = useRef(value);
  const commit = useDebouncedCallback((raw: string) => {
    const next = normalized(raw);
    lastSent.current = next;
    onValueChange(next);
  }, CHARGE_EDIT_DEBOUNCE_MS);

  // A new value from outside (another invoice, a reset) replaces what is shown.
  useEffect(() => {
    if (value !== lastSent.current) {
      commit.cancel();
      lastSent.current = value;
      textRef.current = value;
      setTextState(value);
    }
  }, [value, commit]);

  return (
    <TextInput
      {...props}
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const next = sanitizeMoneyKeystrokes(event.currentTarget.value, allowNegative);
        setText(next);
        commit(next);
      }}
      onFocus={(event) => {
        atFocus.current = textRef.current;
        onFocus?.(event);
      }}
      onKeyDown={(event) => {
        if (revertOnEscape && event.key === 'Escape') {
          commit.cancel();
          const before = normalized(atFocus.current);
          setText(before);
          if (lastSent.current !== before) {
            lastSent.current = before;
            onValueChange(before);
          }
        }
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        commit.cancel();
        const next = normalized(textRef.current);
        setText(next);
        lastSent.current = next;
        onValueChange(next);
        onBlur?.(event);
      }}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
