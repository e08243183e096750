import { Button, Group, TextInput } from '@mantine/core';
import { findJumpTarget, INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import { useState } from 'react';

/** The jump-to-invoice box with Go (invoicing §2.4, §5): only the shown invoices are accepted. */
export function JumpToInvoice({
  ids,
  onJump,
}: {
  ids: readonly string[];
  onJump: (invoiceId: string) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Group
      component="form"
      gap={6}
      wrap="nowrap"
      align="flex-start"
      aria-label="Jump to an invoice"
      onSubmit={(event) => {
        event.preventDefault();
        const target = findJumpTarget(text, ids);
        if (!target) {
          setError(INVOICE_PAYMENT_MESSAGES.invalidInvoiceNumber);
          return;
        }
        setError(null);
        setText('');
        onJump(target);
      }}
    >
      <TextInput
        aria-label="Invoice number"
        placeholder="Invoice #"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        inputMode="numeric"
        w={130}
      />
      <Button type="submit" variant="default">
        Go
      </Button>
    </Group>
  );
}
