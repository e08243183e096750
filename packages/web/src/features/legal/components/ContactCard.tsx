import { useQuery } from '@apollo/client/react';
import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LegalContactDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';

const contactQuery = toDocument(LegalContactDocument);

/**
 * Who to contact: the signed-in house's primary location, else the product's Customer Care (the
 * gateway decides; a failed load shows the product's e-mail).
 */
export function ContactCard() {
  const { data, loading, error } = useQuery(contactQuery, { fetchPolicy: 'cache-and-network' });
  const contact = data?.legalContact;
  return (
    <Paper p="md" withBorder component="section" aria-labelledby="legal-contact-heading">
      <Title order={2} size="h4" id="legal-contact-heading" mb="xs">
        {contact?.isHouse ? 'Contact your auction house' : 'Contact Customer Care'}
      </Title>
      {loading && !contact ? (
        <Stack gap={6} role="status" aria-label="Loading contact details" aria-busy="true">
          <Skeleton height={12} width={220} />
          <Skeleton height={12} width={180} />
          <Skeleton height={12} width={160} />
        </Stack>
      ) : error || !contact ? (
        <Text size="sm">
          Contact details could not be loaded. Write to{' '}
          <Anchor href="mailto:support@example.com">support@example.com</Anchor>.
        </Text>
      ) : (
        <Stack gap={2} component="address" style={{ fontStyle: 'normal' }}>
          <Text fw={600}>{contact.name}</Text>
          <Text size="sm">{[contact.street1, contact.street2].filter(Boolean).join(', ')}</Text>
          <Text size="sm">
            {[contact.city, contact.region, contact.postalCode].filter(Boolean).join(', ')}
          </Text>
          <Text size="sm">{contact.country}</Text>
          {contact.phone ? (
            <Text size="sm">
              Phone: <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor>
            </Text>
          ) : null}
          {contact.email ? (
            <Text size="sm">
              Email: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
            </Text>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
