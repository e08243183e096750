import { FEEDBACK_SAVED_TOAST_MS, LOT_FEEDBACK_MESSAGES, lotFeedbackViolations } from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Radio, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  DefaultFeedbackPageDocument,
  LeaveLotFeedbackDocument,
  RemoveLotFeedbackDocument,
  type LotFeedbackFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { feedbackVariables, initialDraft, type LotFeedbackDraft } from '../model/lotFeedbackDraft';

const defaultsQuery = toDocument(DefaultFeedbackPageDocument);
const leaveMutation = toDocument(LeaveLotFeedbackDocument);
const removeMutation = toDocument(RemoveLotFeedbackDocument);

/** A lot the modal leaves feedback on. */
export interface FeedbackLot {
  lotRef: string;
  lotNumber: string;
  feedback?: LotFeedbackFieldsFragment | null;
}

export interface LotFeedbackModalProps {
  opened: boolean;
  /** One lot (single mode: edit or remove its feedback) or several (bulk: the same feedback on all). */
  lots: readonly FeedbackLot[];
  onClose: () => void;
  /** The feedback as the server saved it, one per lot. */
  onSaved?: (feedbacks: readonly LotFeedbackFieldsFragment[]) => void;
  /** Called only when the server reports the removal a success (sales §8). */
  onRemoved?: (lotRef: string) => void;
}

function FeedbackForm({ lots, onClose, onSaved, onRemoved }: Omit<LotFeedbackModalProps, 'opened'>) {
  const single = lots.length === 1 ? lots[0] : undefined;
  const existing = single?.feedback ?? null;
  const [draft, setDraft] = useState<LotFeedbackDraft>(() => initialDraft(existing));
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = useQuery(defaultsQuery, { errorPolicy: 'all', notifyOnNetworkStatusChange: true });
  const [leave, { loading: saving }] = useMutation(leaveMutation);
  const [remove, { loading: removing }] = useMutation(removeMutation);
  const lotRefs = lots.map((l) => l.lotRef);
  const violations = lotFeedbackViolations({ lotRefs, ...draft });
  const { errorOf, touch, attempt, refuse, clearServerErrors } = useFieldErrors(violations);
  const messages = defaults.data?.defaultFeedbackMessages;

  const change = (patch: Partial<LotFeedbackDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    clearServerErrors();
    setFailure(null);
  };

  async function submit() {
    attempt();
    setFailure(null);
    if (violations.length > 0) return;
    try {
      const result = await leave({ variables: feedbackVariables(lotRefs, draft) });
      const saved = result.data?.leaveLotFeedback ?? [];
      onSaved?.(saved);
      notifications.show({
        color: 'teal',
        message: LOT_FEEDBACK_MESSAGES.saved,
        autoClose: FEEDBACK_SAVED_TOAST_MS,
      });
      onClose();
    } catch (error) {
      if (refuse(error).length === 0) setFailure(badUserInputMessage(error) ?? LOAD_FAILED_MESSAGE);
    }
  }

  async function removeFeedback() {
    if (!single) return;
    setFailure(null);
    try {
      const result = await remove({ variables: { lotRef: single.lotRef } });
      if (result.data?.removeLotFeedback.success) {
        onRemoved?.(single.lotRef);
        notifications.show({
          color: 'teal',
          message: LOT_FEEDBACK_MESSAGES.removed,
          autoClose: FEEDBACK_SAVED_TOAST_MS,
        });
        onClose();
      } else setFailure('The feedback could not be removed.');
    } catch (error) {
      setFailure(badUserInputMessage(error) ?? LOAD_FAILED_MESSAGE);
    }
  }

  if (defaults.loading && !messages)
    return (
      <Stack role="status" aria-label="Loading feedback messages" aria-busy="true">
        <Skeleton height={16} width="60%" />
        <Skeleton height={72} />
        <Skeleton height={36} width={120} ml="auto" />
      </Stack>
    );
  if (!messages) return <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void defaults.refetch()} />;

  return (
    <form
      noValidate
      aria-label="Leave feedback"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {single ? `Lot ${single.lotNumber}` : `${lots.length} selected lots`}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Radio.Group
          label="Feedback"
          value={draft.mode}
          onChange={(value) => change({ mode: value === 'custom' ? 'custom' : 'default' })}
        >
          <Group mt="xs">
            <Radio value="default" label="Default message" />
            <Radio value="custom" label="Custom message" />
          </Group>
        </Radio.Group>
        {draft.mode === 'default' ? (
          <Radio.Group
            label="Default feedback message (positive)"
            value={String(draft.defaultSlot)}
            error={errorOf('defaultSlot')}
            onChange={(value) => change({ defaultSlot: Number(value) })}
          >
            <Stack mt="xs" gap="xs">
              {messages.map((m) => (
                <Radio key={m.slot} value={String(m.slot)} label={m.message} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <>
            <Radio.Group
              label="Feedback type"
              value={draft.type}
              error={errorOf('type')}
              onChange={(value) => change({ type: value === 'n' ? 'n' : 'p' })}
            >
              <Group mt="xs">
                <Radio value="p" label="Positive" />
                <Radio value="n" label="Negative" />
              </Group>
            </Radio.Group>
            <Textarea
              label="Message"
              required
              autosize
              minRows={3}
              value={draft.message}
              error={errorOf('message')}
              onChange={(event) => change({ message: event.currentTarget.value })}
              onBlur={() => touch('message')}
            />
          </>
        )}
        <Group justify="space-between">
          {single && existing ? (
            <Button color="red" variant="light" loading={removing} onClick={() => void removeFeedback()}>
              Remove Feedback
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save Feedback
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The feedback modal (sales §4 Disputes and feedback): loading, then mode "default" (one of the
 * house's three stored messages, positive only) or "custom" (type p or n plus text, "Message is
 * required!"); bulk for all selected lots or single for one; a single lot's feedback can be edited or
 * removed (removed locally only when the server reports success). Submitting closes it and a toast
 * says "saved" for 3 s (sales §9).
 */
export function LotFeedbackModal({ opened, lots, onClose, onSaved, onRemoved }: LotFeedbackModalProps) {
  const title = lots.length > 1 ? 'Leave Feedback on Selected Lots' : 'Leave Feedback';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {opened && lots.length > 0 ? (
        <FeedbackForm
          key={lots.map((l) => l.lotRef).join(',')}
          lots={lots}
          onClose={onClose}
          {...(onSaved ? { onSaved } : {})}
          {...(onRemoved ? { onRemoved } : {})}
        />
      ) : null}
    </Modal>
  );
}
