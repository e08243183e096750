import {
  DEFAULT_FEEDBACK_MESSAGE_MAX,
  defaultFeedbackViolations,
  FEEDBACK_MESSAGES,
  FEEDBACK_SAVED_TOAST_MS,
} from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Skeleton, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  DefaultFeedbackPageDocument,
  SaveDefaultFeedbackMessagesDocument,
  type DefaultFeedbackMessageFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useFieldErrors } from '../../../ui/useFieldErrors';

const pageQuery = toDocument(DefaultFeedbackPageDocument);
const saveMutation = toDocument(SaveDefaultFeedbackMessagesDocument);

const TITLE = 'Default Feedback Messages';

/** The label of a slot's textarea. */
export const messageLabel = (slot: number) => `Default Feedback Message ${slot}`;

/** Three textareas in the shape of the form while the messages load. */
function FormSkeleton() {
  return (
    <Paper p="md" role="status" aria-label="Loading your default feedback messages" aria-busy="true">
      <Stack gap="lg">
        {[1, 2, 3].map((slot) => (
          <Stack key={slot} gap={6}>
            <Skeleton height={12} width={200} radius="sm" />
            <Skeleton height={72} radius="sm" />
          </Stack>
        ))}
        <Skeleton height={36} width={90} radius="sm" ml="auto" />
      </Stack>
    </Paper>
  );
}

/** The three messages' form; mounted once the saved messages are known, which it starts from. */
function DefaultFeedbackForm({ saved }: { saved: readonly DefaultFeedbackMessageFieldsFragment[] }) {
  const [drafts, setDrafts] = useState(() => saved.map((m) => ({ slot: m.slot, message: m.message })));
  const [saveFailed, setSaveFailed] = useState(false);
  const [save, { loading: saving }] = useMutation(saveMutation);
  const violations = defaultFeedbackViolations(drafts);
  const { errorOf, touch, attempt, refuse, clearServerErrors } = useFieldErrors(violations);

  function change(index: number, message: string) {
    setDrafts((all) => all.map((d, i) => (i === index ? { ...d, message } : d)));
    clearServerErrors([`messages.${index}.message`]);
  }

  async function submit() {
    attempt();
    setSaveFailed(false);
    if (violations.length > 0) return;
    try {
      await save({
        variables: { messages: drafts.map((d) => ({ slot: d.slot, message: d.message.trim() })) },
      });
      notifications.show({
        color: 'teal',
        message: FEEDBACK_MESSAGES.saved,
        autoClose: FEEDBACK_SAVED_TOAST_MS,
      });
    } catch (error) {
      if (refuse(error).length === 0) setSaveFailed(true);
    }
  }

  return (
    <Paper
      p="md"
      component="form"
      noValidate
      aria-label={TITLE}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {saveFailed ? (
          <ErrorBanner
            message={LOAD_FAILED_MESSAGE}
            onRetry={() => void submit()}
            onClose={() => setSaveFailed(false)}
          />
        ) : null}
        {drafts.map((draft, index) => {
          const field = `messages.${index}.message`;
          return (
            <Textarea
              key={draft.slot}
              label={messageLabel(draft.slot)}
              // The box stops at the limit, so the count is of what it holds, spaces included.
              description={`${draft.message.length}/${DEFAULT_FEEDBACK_MESSAGE_MAX} characters`}
              maxLength={DEFAULT_FEEDBACK_MESSAGE_MAX}
              required
              autosize
              minRows={2}
              value={draft.message}
              error={errorOf(field)}
              onChange={(event) => change(index, event.currentTarget.value)}
              onBlur={() => touch(field)}
            />
          );
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Customers → Feedback (/customers/feedback/default; sales §2 Default Feedback Messages page): the
 * house's three reusable positive messages for winning bidders, each required (sales §5) and saved
 * together; a toast confirms the save for 3 s (sales §9).
 */
export function DefaultFeedbackPage() {
  useDocumentTitle(TITLE);
  const { data, loading, refetch } = useQuery(pageQuery, {
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const saved = data?.defaultFeedbackMessages;

  let body;
  if (loading && !saved) body = <FormSkeleton />;
  else if (!saved) body = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  else body = <DefaultFeedbackForm saved={saved} />;

  return (
    <>
      <PageHeader
        eyebrow="Customers"
        title={TITLE}
        description="Three reusable positive messages you can leave as feedback for your winning bidders."
      />
      {body}
    </>
  );
}

export default DefaultFeedbackPage;
