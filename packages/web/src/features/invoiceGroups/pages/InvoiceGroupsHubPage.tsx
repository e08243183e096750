import { Tabs } from '@mantine/core';
import { IconFileInvoice, IconListCheck } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { ExistingInvoicesTab } from '../hub/ExistingInvoicesTab';
import { HUB_TAB_LABELS, HUB_TAB_PATHS, hubTabForPath, type HubTab } from '../hub/hubTabs';
import { UninvoicedSessionsTab } from '../hub/UninvoicedSessionsTab';

/** Manage All Invoices (invoicing §2.1): /invoices and /invoices/ExistingInvoices. */
export function InvoiceGroupsHubPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = hubTabForPath(pathname);

  return (
    <>
      <PageHeader
        eyebrow="Invoices"
        title="Manage All Invoices"
        description="Group sessions with results into invoice groups, and find the groups you have already invoiced."
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value && value !== tab) navigate(HUB_TAB_PATHS[value as HubTab]);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="uninvoiced" leftSection={<IconListCheck size={16} />}>
            {HUB_TAB_LABELS.uninvoiced}
          </Tabs.Tab>
          <Tabs.Tab value="existing" leftSection={<IconFileInvoice size={16} />}>
            {HUB_TAB_LABELS.existing}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="uninvoiced">
          <UninvoicedSessionsTab />
        </Tabs.Panel>
        <Tabs.Panel value="existing">
          <ExistingInvoicesTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

export default InvoiceGroupsHubPage;
