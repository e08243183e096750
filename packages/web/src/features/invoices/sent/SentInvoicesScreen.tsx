import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import { IconArrowLeft, IconCircleCheck, IconFileInvoice } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { SentInvoicesDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { currencySymbol, formatMoney } from '../../../ui/moneyFormat';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { InvoiceGroupGate } from '../common/InvoiceGroupGate';
import { TotalsStrip } from '../common/TotalsStrip';
import { invoiceScreenLinks } from '../editor/editorParams';
import { InvoiceStatusBadge } from '../common/InvoiceStatusBadge';
import tableClasses from '../common/DetailsInvoiceTable.module.css';
import { parseRouteInvoiceIds } from '../common/routeInvoiceIds';

const sentQuery = toDocument(SentInvoicesDocument);

/**
 * Sent invoices (invoicing §2.5, /invoices/SentInvoices/{id}/{ids}): the success banner, the link back
 * to group details, totals and the confirmations. The send keeps its answer in the cache under the
 * same id, so the page shows it at once; a reload reads the same confirmations from the gateway.
 */
export function SentInvoicesScreen() {
  const { invoiceGroupId = '', invoiceIds: idList } = useParams();
  const ids = useMemo(() => parseRouteInvoiceIds(idList), [idList]);
  const links = invoiceScreenLinks(invoiceGroupId);
  const { data, loading, error, refetch } = useQuery(sentQuery, {
    variables: { invoiceGroupId, invoiceIds: ids },
    skip: ids.length === 0,
  });
  useDocumentTitle('Sent Invoices');
  const sent = data?.sentInvoices;

  const backLink = (
    <Anchor component={Link} to={links.details} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to Invoice Group Details
      </Group>
    </Anchor>
  );
  const header = <PageHeader eyebrow={backLink} title="Sent Invoices" description={sent?.title} />;

  if (!sent || sent.confirmations.length === 0)
    return (
      <InvoiceGroupGate
        header={header}
        loading={loading && !sent}
        loadingLabel="Loading the sent invoices"
        skeletonRows={2}
        onRetry={() => void refetch()}
        unavailable={{
          error,
          empty: {
            icon: <IconFileInvoice size={28} stroke={1.5} />,
            title: 'There are no sent invoices to show',
            description: 'The invoices of this link are not in the invoice group.',
          },
        }}
      />
    );

  const { totals } = sent;
  return (
    <>
      {header}
      <Stack gap="md">
        <Alert
          color="teal"
          icon={<IconCircleCheck size={20} />}
          role="status"
          title={INVOICE_PAYMENT_MESSAGES.invoicesSent}
        >
          <Anchor component={Link} to={links.details} size="sm" fw={600}>
            Return to Invoice Group Details
          </Anchor>
        </Alert>
        <TotalsStrip
          label="Sent totals"
          items={[
            { label: 'Total Invoices', value: String(totals.invoiceCount) },
            { label: 'Total Items', value: String(totals.itemCount) },
            { label: 'Invoice Total', value: formatMoney(totals.invoiceTotal), strong: true },
            { label: 'Outstanding Balance', value: formatMoney(totals.outstandingBalance) },
          ]}
        />
        <Table.ScrollContainer minWidth={720} type="native">
          <Table
            verticalSpacing={6}
            horizontalSpacing="sm"
            fz="sm"
            highlightOnHover
            aria-label="Sent invoices"
            className={tableClasses.table}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Invoice #</Table.Th>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Location</Table.Th>
                <Table.Th scope="col" className={tableClasses.money}>
                  Outstanding Balance
                </Table.Th>
                <Table.Th scope="col">Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sent.confirmations.map((row) => (
                <Table.Tr key={row.invoiceId}>
                  <Table.Td>
                    <Anchor component={Link} to={links.preview([row.invoiceId])} size="sm" fw={600}>
                      {row.invoiceId}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">{row.memberName}</Text>
                      <Text size="xs" c="dimmed">
                        {row.channel}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {row.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.location}</Table.Td>
                  <Table.Td className={tableClasses.money}>
                    {formatMoney(row.outstandingBalance, currencySymbol(row.currencyCode))}
                  </Table.Td>
                  <Table.Td>
                    <InvoiceStatusBadge status={row.invoiceStatus} label={row.invoiceStatusLabel} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </>
  );
}
