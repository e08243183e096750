import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { SecondChanceOfferFieldsFragment } from '../../../__generated__/graphql';
import { formatMoney } from '../../../ui/moneyFormat';
import { OFFER_STATE_LABELS } from '../model/offerParams';
import { formatWhen } from '../model/nextStepText';

export interface OffersTableProps {
  offers: readonly SecondChanceOfferFieldsFragment[];
  onDecide: (offer: SecondChanceOfferFieldsFragment, decision: 'ACCEPTED' | 'DECLINED') => void;
}

/** The second-chance offers with the underbidder's answer to record (Accept / Decline, SENT only). */
export function OffersTable({ offers, onDecide }: OffersTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped aria-label="Second-chance offers" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Lot</Table.Th>
            <Table.Th scope="col">Underbidder</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Offer
            </Table.Th>
            <Table.Th scope="col">Sent</Table.Th>
            <Table.Th scope="col">Expires</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Answer</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => {
            return (
              <Table.Tr key={offer.id}>
                <Table.Td>
                  {offer.lotNumber}: {offer.lotTitle}
                </Table.Td>
                <Table.Td>{offer.bidderName}</Table.Td>
                <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(offer.amount)}
                </Table.Td>
                <Table.Td>{formatWhen(offer.sentAt)}</Table.Td>
                <Table.Td>{formatWhen(offer.expiresAt)}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={offer.state === 'ACCEPTED' ? 'teal' : offer.state === 'SENT' ? 'blue' : 'gray'}
                  >
                    {OFFER_STATE_LABELS[offer.state]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {offer.state === 'SENT' ? (
                    <Group gap={6} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        aria-label={`Accept the offer of lot ${offer.lotNumber} to ${offer.bidderName}`}
                        onClick={() => onDecide(offer, 'ACCEPTED')}
                      >
                        Accept
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={`Decline the offer of lot ${offer.lotNumber} to ${offer.bidderName}`}
                        onClick={() => onDecide(offer, 'DECLINED')}
                      >
                        Decline
                      </Button>
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {offer.newInvoiceId ? `Moved to invoice #${offer.newInvoiceId}` : '—'}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
