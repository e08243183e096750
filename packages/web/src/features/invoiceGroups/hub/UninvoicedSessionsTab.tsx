import { hasMixedLocations, validateInvoiceGroupDraft } from '@ah/schema';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Grid, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CreateInvoiceGroupDocument, UninvoicedSessionsTabDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { HEADER_HEIGHT } from '../../../ui/theme';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { LinkPagination } from '../../../ui/LinkPagination';
import { ListSkeleton } from '../../../ui/LoadingState';
import { pageHref, parsePageParam } from '../../../ui/paginationModel';
import { CreateInvoiceGroupPanel } from './components/CreateInvoiceGroupPanel';
import { CreatingInvoicesModal } from './components/CreatingInvoicesModal';
import { SaleGroupCard, type UninvoicedSaleGroup, type UninvoicedSession } from './components/SaleGroupCard';
import {
  EMPTY_SELECTION,
  isSessionLocked,
  selectedSessions,
  toggleSession,
  type SessionSelection,
} from './sessionSelection';

const tabQuery = toDocument(UninvoicedSessionsTabDocument);
const createMutation = toDocument(CreateInvoiceGroupDocument);

/** The gateway's explanation of a refused creation, shown only for input errors (BAD_USER_INPUT). */
export function badUserInputMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  return error.errors.find((e) => e.extensions?.['code'] === 'BAD_USER_INPUT')?.message ?? null;
}

/**
 * Uninvoiced Sessions (invoicing §2.1): sale groups with sessions not invoiced yet, 25 a page, and
 * the form that makes an invoice group of selected sessions of one sale and one sale location.
 */
export function UninvoicedSessionsTab() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const page = parsePageParam(params.get('page'));
  const { data, loading, error, refetch } = useQuery(tabQuery, { variables: { page } });
  const [createGroup, { loading: creating }] = useMutation(createMutation, {
    update(cache) {
      // The new group leaves the uninvoiced list and joins the existing ones: both lists reload.
      cache.evict({ fieldName: 'uninvoicedSaleGroups' });
      cache.evict({ fieldName: 'invoiceGroups' });
      cache.gc();
    },
  });

  const [selection, setSelection] = useState<SessionSelection>(EMPTY_SELECTION);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [createError, setCreateError] = useState<{ detail: string | null } | null>(null);

  const selected = useMemo(() => selectedSessions(selection), [selection]);
  const violations = useMemo(
    () => validateInvoiceGroupDraft({ name, templateId, sessions: selected }),
    [name, templateId, selected],
  );
  const mixedLocations = hasMixedLocations(selected);

  const groups = data?.uninvoicedSaleGroups?.items;
  const pageInfo = data?.uninvoicedSaleGroups?.pageInfo;
  const templates = data?.invoiceTemplates ?? null;

  // One function for the page's life, so the memoised cards skip the form's re-renders.
  const toggle = useCallback((group: UninvoicedSaleGroup, session: UninvoicedSession) => {
    setCreateError(null);
    setSelection((current) =>
      toggleSession(current, {
        id: session.id,
        ref: session.ref,
        saleGroupId: session.saleGroupId || group.id,
        saleGroupName: group.name,
        locationId: session.locationId,
      }),
    );
  }, []);

  async function create() {
    if (violations.length > 0 || !templateId) return;
    setCreateError(null);
    try {
      const result = await createGroup({
        variables: { input: { name: name.trim(), templateId, sessionRefs: selected.map((s) => s.ref) } },
      });
      const id = result.data?.createInvoiceGroup.invoiceGroupId;
      if (!id) throw new Error('No invoice group id in the answer');
      navigate(`/invoices/CreateNewInvoices/${encodeURIComponent(id)}`);
    } catch (e) {
      setCreateError({ detail: badUserInputMessage(e) });
    }
  }

  const panel = (
    <CreateInvoiceGroupPanel
      templates={templates}
      templatesLoading={loading && !data}
      templateId={templateId}
      onTemplateChange={(id) => {
        setCreateError(null);
        setTemplateId(id);
      }}
      name={name}
      onNameChange={(value) => {
        setCreateError(null);
        setName(value);
      }}
      selected={selected}
      onClearSelection={() => setSelection(EMPTY_SELECTION)}
      violations={violations}
      mixedLocations={mixedLocations}
      creating={creating}
      createError={createError}
      onDismissError={() => setCreateError(null)}
      onCreate={() => void create()}
    />
  );

  let list;
  if (loading && !groups) list = <ListSkeleton rows={5} label="Loading uninvoiced sessions" />;
  else if (!groups) list = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  else if (groups.length === 0)
    list = (
      <EmptyState
        icon={<IconCircleCheck size={28} stroke={1.5} />}
        title="No uninvoiced sessions"
        description="Every session with results is already in an invoice group. Sessions appear here once their sale has results."
      />
    );
  else
    list = (
      <Stack gap="md">
        {error ? <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} /> : null}
        {pageInfo ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {pageInfo.totalCount} {pageInfo.totalCount === 1 ? 'sale' : 'sales'} with uninvoiced sessions ·
            page {pageInfo.page} of {pageInfo.totalPages}
          </Text>
        ) : null}
        {groups.map((group) => (
          <SaleGroupCard
            key={group.id}
            group={group}
            selection={selection}
            locked={isSessionLocked(selection, group.id)}
            disabled={creating}
            onToggle={toggle}
          />
        ))}
        {pageInfo ? (
          <Group justify="center" mt="sm">
            <LinkPagination
              label="Uninvoiced sessions"
              page={pageInfo.page}
              totalPages={pageInfo.totalPages}
              hrefForPage={(p) => pageHref(pathname, params, p)}
            />
          </Group>
        ) : null}
      </Stack>
    );

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Box pos={{ base: 'static', md: 'sticky' }} top={HEADER_HEIGHT + 16} style={{ zIndex: 1 }}>
            {panel}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          {list}
        </Grid.Col>
      </Grid>
      <CreatingInvoicesModal opened={creating} />
    </>
  );
}
