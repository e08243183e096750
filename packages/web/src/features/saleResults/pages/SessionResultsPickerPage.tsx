import { useQuery } from '@apollo/client/react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PastSaleGroupsDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { formatLongDate } from '../../../ui/formatters';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { selectionProblem, viewResultsPath } from '../model/sessionSelection';

const groupsQuery = toDocument(PastSaleGroupsDocument);
const TITLE = 'Session Results';

/**
 * Reports → Session Results (/reports/sessionResults; sales §2 Sale results): the past sale groups
 * with a checkbox per session; View Results opens the results of the selected sessions, which must
 * share a currency ("Please select sessions with the same currency."). A failed load shows an empty
 * list (sales §8).
 */
export function SessionResultsPickerPage() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const { data, loading } = useQuery(groupsQuery, { errorPolicy: 'all' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const groups = data?.pastSaleGroups ?? [];
  const sessions = groups.flatMap((g) => g.sessions);
  const chosen = sessions.filter((s) => selected.has(s.catalogRef));
  const problem = selectionProblem(chosen);

  const toggle = (ref: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(ref);
      else next.delete(ref);
      return next;
    });

  const view = () => {
    const catalogRefs = chosen.map((s) => s.catalogRef);
    void navigate(viewResultsPath(catalogRefs), { state: { catalogRefs } });
  };

  let body;
  if (loading && !data) body = <ListSkeleton rows={6} label="Loading your past sales" />;
  else if (groups.length === 0)
    body = <EmptyState title="No past sales" description="Sessions show here once they have taken place." />;
  else
    body = (
      <Stack gap="md">
        {groups.map((group) => (
          <Paper key={group.name + group.sessions[0]?.catalogRef} p="md" withBorder>
            {/* The level under the page's h1 (a skipped level breaks heading navigation); h5's size. */}
            <Title order={2} size="h5" mb="xs">
              {group.name}
            </Title>
            <Stack gap="xs">
              {group.sessions.map((s) => (
                <Checkbox
                  key={s.catalogRef}
                  label={`${s.title} — ${formatLongDate(s.date.slice(0, 10))} (${s.currencyCode})`}
                  checked={selected.has(s.catalogRef)}
                  onChange={(event) => toggle(s.catalogRef, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <>
      <PageHeader
        eyebrow="Reports"
        title={TITLE}
        description="Select one or more sessions of the same currency to see their results."
        actions={
          <Button onClick={view} disabled={chosen.length === 0 || problem !== null}>
            View Results
          </Button>
        }
      />
      {problem ? (
        <Alert color="red" role="alert" mb="md">
          {problem}
        </Alert>
      ) : null}
      {chosen.length > 0 ? (
        <Group mb="sm">
          <Text size="sm" c="dimmed">
            {chosen.length} session{chosen.length === 1 ? '' : 's'} selected
          </Text>
        </Group>
      ) : null}
      {body}
    </>
  );
}

export default SessionResultsPickerPage;
