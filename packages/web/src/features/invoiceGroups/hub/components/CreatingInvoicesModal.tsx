import { Loader, Modal, Stack, Text } from '@mantine/core';

/** The wait modal while an invoice group is created; it cannot be closed (invoicing §2.2, §4). */
export function CreatingInvoicesModal({ opened }: { opened: boolean }) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Creating Invoices"
      size="sm"
      trapFocus
    >
      <Stack align="center" gap="md" py="md" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text size="sm" c="dimmed" ta="center">
          Please wait while the invoice group is created. This can take a moment.
        </Text>
      </Stack>
    </Modal>
  );
}
