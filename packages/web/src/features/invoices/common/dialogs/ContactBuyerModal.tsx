import { validateContactBuyer } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ContactBuyersDocument } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { useFieldErrors } from '../../../../ui/useFieldErrors';
import { useInvoiceChangeScope } from '../invoiceChangeContext';
import { ACTION_FAILED_MESSAGE, refusalMessage } from '../../../../ui/mutationErrors';

const contactBuyers = toDocument(ContactBuyersDocument);

export interface ContactBuyerModalProps {
  /** One invoice, or the selection for a bulk contact (one message per bidder). */
  invoiceIds: readonly string[];
  /** Who gets the message, e.g. "Ann Lee (ann@example.com)" or "4 buyers". */
  recipients: string;
  onClose: () => void;
}

/** Contact buyer (invoicing §2.2, §5): Send only with a subject and a message. */
export function ContactBuyerModal({ invoiceIds, recipients, onClose }: ContactBuyerModalProps) {
  const scope = useInvoiceChangeScope();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const [send, { loading }] = useMutation(contactBuyers);
  const violations = validateContactBuyer({ subject, message });
  const fieldErrors = useFieldErrors(violations);
  const errorOf = (field: 'subject' | 'message') => fieldErrors.errorOf(field) ?? undefined;

  async function submit() {
    if (violations.length > 0) return;
    setFailure(undefined);
    try {
      const result = await send({
        variables: {
          input: { invoiceGroupId: scope.invoiceGroupId, invoiceIds: [...invoiceIds], subject, message },
        },
      });
      const sent = result.data?.contactBuyers.sentCount ?? 0;
      notifications.show({
        color: 'teal',
        message: sent === 1 ? 'Your message was sent.' : `${sent} messages were sent.`,
      });
      onClose();
    } catch (error) {
      setFailure(refusalMessage(error));
    }
  }

  return (
    <Modal opened onClose={loading ? () => undefined : onClose} title="Contact buyer" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          To: {recipients}
        </Text>
        {failure !== undefined ? <ErrorBanner message={ACTION_FAILED_MESSAGE} detail={failure} /> : null}
        <TextInput
          label="Subject"
          withAsterisk
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          onBlur={() => fieldErrors.touch('subject')}
          error={errorOf('subject')}
          data-autofocus
        />
        <Textarea
          label="Message"
          withAsterisk

          rows={8}

          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          onBlur={() => fieldErrors.touch('message')}
          error={errorOf('message')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={violations.length > 0} loading={loading}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
