import { AFTER_SALE_MESSAGES as M, disputeActionsFor, type DisputeAction } from '@ah/schema';
import { Alert, Button, Group, Paper, Radio, Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { ACTION_LABELS } from '../model/disputeParams';

export interface DisputeActionFormProps {
  superUser: boolean;
  action: DisputeAction;
  onAction: (action: DisputeAction) => void;
  message: string;
  onMessage: (message: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  submitting?: boolean;
  /** The form's error (no selection, a refusal of the gateway), shown above the button. */
  error?: string | null;
  messageError?: string | null;
  children?: ReactNode;
}

/**
 * The actions panel (sales §2): Send Buyers a Message, Cancel Disputes, Close Disputes and, for super
 * users, Reopen Disputes (sales §6), with the message to send.
 */
export function DisputeActionForm(props: DisputeActionFormProps) {
  const actions = disputeActionsFor(props.superUser);
  return (
    <Paper
      p="md"
      component="form"
      noValidate
      aria-label="Dispute actions"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label="Action"
          value={props.action}
          onChange={(value) => props.onAction(value as DisputeAction)}
        >
          <Group mt="xs">
            {actions.map((a) => (
              <Radio key={a} value={a} label={ACTION_LABELS[a]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Message"
          description={
            props.action === 'message' ? 'Required' : 'Optional: sent to the buyers with the action'
          }
          autosize
          minRows={3}
          maxLength={4000}
          value={props.message}
          error={props.messageError}
          onChange={(e) => props.onMessage(e.currentTarget.value)}
        />
        {props.children}
        {props.error ? (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={props.submitting}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export const SELECT_DISPUTE_MESSAGE = M.selectDispute;
