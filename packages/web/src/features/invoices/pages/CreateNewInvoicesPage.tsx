import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconFileInvoice } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';

/**
 * /invoices/CreateNewInvoices/{invoiceGroupID}: where the user lands after creating a group. The
 * invoice editor itself comes in a later release; this page says what is happening meanwhile.
 */
export function CreateNewInvoicesPage() {
  const { invoiceGroupId = '' } = useParams();
  return (
    <>
      <PageHeader eyebrow="Invoices" title="Create New Invoices" />
      <Paper p={{ base: 'lg', sm: 40 }} maw={760}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconFileInvoice size={26} stroke={1.5} />
            </ThemeIcon>
            <Stack gap={6}>
              <Group gap="xs">
                <Title order={2}>Invoice group {invoiceGroupId} was created</Title>
                <Badge variant="light" color="teal">
                  Created
                </Badge>
              </Group>
              <Text>
                Invoices for group {invoiceGroupId} are being created from the sale results. This can take a
                few minutes for large sales.
              </Text>
              <Text c="dimmed" size="sm">
                Editing the new invoices on this screen (charges, notes, preview and send) comes in a later
                release. Follow the group&apos;s progress in Existing Invoices: its links appear there when
                the invoices are ready.
              </Text>
            </Stack>
          </Group>
          <Group>
            <Button
              component={Link}
              to="/invoices/ExistingInvoices"
              leftSection={<IconArrowLeft size={16} />}
            >
              Go to Existing Invoices
            </Button>
            <Button component={Link} to="/invoices" variant="default">
              Back to Uninvoiced Sessions
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}

export default CreateNewInvoicesPage;
