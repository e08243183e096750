import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ApiTokenFieldsFragment } from '../../../__generated__/graphql';
import { formatDateTime, scopeLabel, tokenStatus } from '../model/apiTokenModel';

/** The user's tokens, newest first: what each may do, when it ends, when it was last used. */
export function ApiTokensTable({
  tokens,
  onRevoke,
}: {
  tokens: readonly ApiTokenFieldsFragment[];
  onRevoke: (token: ApiTokenFieldsFragment) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="API tokens">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Scopes</Table.Th>
            <Table.Th>Access</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => {
            const status = tokenStatus(token);
            return (
              <Table.Tr key={token.id} data-testid={`api-token-${token.id}`}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {token.name}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {token.prefix}…
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {token.scopes ? (
                    <Group gap={4}>
                      {token.scopes.map((scope) => (
                        <Badge key={scope} variant="light" color="gray" size="sm">
                          {scopeLabel(scope)}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    <Text size="sm">All of yours</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{token.readOnly ? 'Read-only' : 'Read and write'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(token.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(token.expiresAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(token.lastUsedAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={status === 'expired' ? 'red' : 'teal'} variant="light">
                    {status === 'expired' ? 'Expired' : 'Active'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => onRevoke(token)}
                    aria-label={`Revoke ${token.name}`}
                  >
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
