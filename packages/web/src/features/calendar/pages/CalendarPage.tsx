import {
  CALENDAR_MESSAGES,
  CALENDAR_SEARCH_DEBOUNCE_MS,
  CALENDAR_SEARCH_MAX_LENGTH,
  type NewSaleDraft,
} from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Collapse, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCalendarEvent, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  AddSaleDocument,
  AuctionCalendarPageDocument,
  DeleteSessionDocument,
  type AddSaleBlockReason,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { LinkPagination } from '../../../ui/LinkPagination';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDialogParam } from '../../../ui/useDialogParam';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { calendarPath, pastViewOf, pastViewSearch, type CalendarType } from '../model/calendarModel';
import { AddSaleForm, ConfirmModal, NoticeModal } from '../components/lazyDialogs';
import { BuyNowSaleRow } from '../components/BuyNowSaleRow';
import { CalendarTypeRadio } from '../components/CalendarTypeRadio';
import { GroupSection, type CalendarGroup } from '../components/GroupSection';

const calendarQuery = toDocument(AuctionCalendarPageDocument);
const addSaleMutation = toDocument(AddSaleDocument);
const deleteSessionMutation = toDocument(DeleteSessionDocument);

const BLOCKER_TITLES: Readonly<Record<AddSaleBlockReason, string>> = {
  ACCOUNT_DISABLED: 'Account Disabled',
  PAYMENT_PROCESSING_REQUIRED: 'Payment Processing Required',
  CARD_EXPIRED: 'Card Expired',
  OVERDUE_BALANCE: 'Overdue Balance',
};

const PAGE_TITLES: Readonly<Record<CalendarType, string>> = {
  current: 'Current Auctions',
  past: 'Past Auctions',
};

/** The auctions calendar, /my-auctions/current and /my-auctions/past (sales §2 Calendar, §4, §8). */
export function CalendarPage({ type }: { type: CalendarType }) {
  return <CalendarView key={type} type={type} />;
}

function CalendarView({ type }: { type: CalendarType }) {
  const navigate = useNavigate();
  const { dialog, params, open, close } = useDialogParam();
  const period = type === 'current' ? 'UPCOMING' : 'PAST';
  // The Past calendar holds years of sales: it comes a page at a time, with a search by sale name.
  const [searchParams] = useSearchParams();
  const past = type === 'past' ? pastViewOf(searchParams) : null;
  const { data, loading, error, refetch } = useQuery(calendarQuery, {
    variables: { period, search: past?.search || null, page: past?.page ?? null },
    errorPolicy: 'all',
    // Sessions change in the wizard: show the cached calendar at once and refresh it.
    fetchPolicy: 'cache-and-network',
  });
  const [addSale, { loading: adding }] = useMutation(addSaleMutation);
  const [deleteSession, { loading: deleting }] = useMutation(deleteSessionMutation);
  const [addSaleError, setAddSaleError] = useState<{ message: string; detail: string | null } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const calendar = data?.auctionCalendar;
  const addSaleForm = data?.addSaleForm ?? null;
  const groups = calendar?.groups;
  const allSessions = groups?.flatMap((g) => g.sessions) ?? [];
  const deleting_ = allSessions.find((s) => s.id === params.get('catalogId'));
  const blockedGroup = groups?.find((g) => g.id === params.get('groupId'));

  function startAddSale() {
    setAddSaleError(null);
    if (addSaleForm?.blocker) open('add-sale-blocked');
    else if (dialog === 'add-sale') close();
    else open('add-sale');
  }

  async function submitSale(draft: NewSaleDraft) {
    setAddSaleError(null);
    try {
      const result = await addSale({
        variables: {
          input: {
            name: draft.name,
            termsId: draft.termsId ?? null,
            auctionType: draft.auctionType ?? null,
            shippingTermsId: draft.shippingTermsId ?? null,
          },
        },
      });
      const path = result.data?.addSale.wizardPath;
      if (!path) throw new Error('No wizard path in the answer');
      navigate(path);
    } catch (e) {
      setAddSaleError({ message: CALENDAR_MESSAGES.addSaleFailed, detail: badUserInputMessage(e) });
    }
  }

  function addSession(group: CalendarGroup) {
    if (group.addSessionBlock) open('add-session-blocked', { groupId: group.id });
    else navigate(group.addSessionPath);
  }

  async function confirmDelete() {
    if (!deleting_) return;
    setDeleteError(null);
    try {
      await deleteSession({ variables: { catalogId: deleting_.id } });
      close(['catalogId']);
      await refetch();
    } catch (e) {
      setDeleteError(badUserInputMessage(e) ?? CALENDAR_MESSAGES.deleteFailed);
    }
  }

  let body;
  if (loading && !calendar) body = <ListSkeleton rows={3} label="Loading your auctions" />;
  else if (!calendar || !groups)
    body = <ErrorBanner message={CALENDAR_MESSAGES.loadFailed} onRetry={() => void refetch()} />;
  else
    body = (
      <Stack gap="lg">
        {error ? <ErrorBanner message={CALENDAR_MESSAGES.loadFailed} onRetry={() => void refetch()} /> : null}
        {calendar.buyNowSale ? <BuyNowSaleRow sale={calendar.buyNowSale} /> : null}
        {groups.length === 0 && past?.search ? (
          <EmptyState
            icon={<IconSearch size={28} stroke={1.5} />}
            title="No sales found"
            description={`No past sale's name contains “${past.search}”.`}
          />
        ) : groups.length === 0 ? (
          <EmptyState
            icon={<IconCalendarEvent size={28} stroke={1.5} />}
            title={type === 'current' ? 'No upcoming sales' : 'No past sales'}
            description={
              type === 'current'
                ? 'Add a sale to set up its first session.'
                : 'Sales appear here once all their sessions have started.'
            }
          />
        ) : (
          groups.map((group) => (
            <GroupSection
              key={group.id}
              group={group}
              past={type === 'past'}
              onAddSession={addSession}
              onDeleteSession={(session) => {
                setDeleteError(null);
                open('delete-session', { catalogId: session.id });
              }}
            />
          ))
        )}
        {past ? (
          <LinkPagination
            page={calendar.pageInfo.page}
            totalPages={calendar.pageInfo.totalPages}
            hrefForPage={(page) => `${calendarPath('past')}${pastViewSearch({ ...past, page })}`}
            label="Past sales"
          />
        ) : null}
      </Stack>
    );

  return (
    <>
      <PageHeader
        eyebrow="My Auctions"
        title={PAGE_TITLES[type]}
        actions={
          <Group gap="lg" align="flex-end" wrap="wrap">
            <CalendarTypeRadio value={type} onChange={(t) => navigate(calendarPath(t))} />
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={startAddSale}
              aria-expanded={dialog === 'add-sale'}
              aria-controls="add-sale-panel"
              disabled={loading && !data}
            >
              Add Sale
            </Button>
          </Group>
        }
      />
      <Collapse expanded={dialog === 'add-sale'} id="add-sale-panel" mb={dialog === 'add-sale' ? 'lg' : 0}>
        {dialog === 'add-sale' ? (
          addSaleForm ? (
            <AddSaleForm
              form={addSaleForm}
              submitting={adding}
              submitError={addSaleError}
              onSubmit={(draft) => void submitSale(draft)}
              onCancel={() => close()}
            />
          ) : (
            <ErrorBanner
              message={CALENDAR_MESSAGES.termsLoadFailed}
              onRetry={() => void refetch()}
              onClose={() => close()}
            />
          )
        ) : null}
      </Collapse>
      {past ? (
        <PastSearch
          initial={past.search}
          onSearch={(search) =>
            navigate(`${calendarPath('past')}${pastViewSearch({ search, page: 1 })}`, { replace: true })
          }
        />
      ) : null}
      {body}
      <NoticeModal
        opened={dialog === 'add-sale-blocked' && Boolean(addSaleForm?.blocker)}
        title={addSaleForm?.blocker ? BLOCKER_TITLES[addSaleForm.blocker.reason] : ''}
        message={addSaleForm?.blocker?.message ?? ''}
        onClose={() => close()}
      />
      <NoticeModal
        opened={dialog === 'add-session-blocked' && Boolean(blockedGroup?.addSessionBlock)}
        title="Unable to add a session"
        message={blockedGroup?.addSessionBlock?.message ?? ''}
        onClose={() => close(['groupId'])}
      />
      <ConfirmModal
        opened={dialog === 'delete-session' && Boolean(deleting_)}
        title="Delete Session"
        actionLabel="Delete"
        busy={deleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => close(['catalogId'])}
      >
        <Text size="sm">
          Delete the session <strong>{deleting_?.title}</strong>? It has no lots. This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}

/** The Past calendar's search by sale name: the URL follows the typing, 300 ms after it stops (sales §9). */
function PastSearch({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [value, setValue] = useState(initial);
  const search = useDebouncedCallback((text: string) => onSearch(text.trim()), CALENDAR_SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label="Search by sale name"
      placeholder="Sale name"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={CALENDAR_SEARCH_MAX_LENGTH}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        search(e.currentTarget.value);
      }}
      maw={360}
      mb="lg"
    />
  );
}

export default CalendarPage;
