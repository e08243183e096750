import { AFTER_SALE_MESSAGES as M } from '@ah/schema';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface TermsDialogProps {
  opened: boolean;
  onClose: () => void;
  onAccept: () => void;
  accepting: boolean;
  error: string | null;
}

/**
 * The dispute terms (sales §4 "Closing by a non-super-user requires accepted dispute terms, otherwise
 * a terms dialog shows first and continuing counts as accepting"; §5 "You must agree to these terms
 * to continue").
 */
export function TermsDialog({ opened, onClose, onAccept, accepting, error }: TermsDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const [attempted, setAttempted] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title="Unpaid item dispute terms" centered>
      <Stack gap="md">
        <Text size="sm">
          Closing an unpaid item dispute gives your house a credit for the marketplace fees on the lot, adds
          the buyer to your no-bid list and records an unpaid item strike against the buyer. Close a dispute
          only when the buyer has not paid and will not complete the purchase.
        </Text>
        <Checkbox
          label="I agree to the unpaid item dispute terms"
          checked={agreed}
          error={attempted && !agreed ? M.termsRequired : null}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={accepting}
            onClick={() => {
              setAttempted(true);
              if (agreed) onAccept();
            }}
          >
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
