import { PAYMENT_CENTER_MESSAGES } from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EnrolInPaymentProcessingDocument, PaymentCenterPageDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { useViewer } from '../../../platform/access/ViewerContext';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { AppointmentForm } from '../components/AppointmentForm';
import { PromoBenefits } from '../components/PromoBenefits';

const pageQuery = toDocument(PaymentCenterPageDocument);
const enrolMutation = toDocument(EnrolInPaymentProcessingDocument);
const TITLE = 'Payment Center';

/**
 * /payments and /payments/{action} (sales §2 Payments promo): the sign-up, or with action=switch the
 * appointment booking; both with the benefit list and the FAQ link. Signing up turns payment
 * processing on for the house, so the invoicing charge features follow.
 */
export function PaymentCenterPage() {
  useDocumentTitle(TITLE);
  const { action } = useParams();
  const viewer = useViewer();
  const { data, loading, refetch } = useQuery(pageQuery, {
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const [enrol, { loading: enrolling }] = useMutation(enrolMutation, { refetchQueries: ['Viewer'] });
  const [enrolFailed, setEnrolFailed] = useState(false);
  const center = data?.paymentCenter;
  const zone = viewer.house.timeZone;

  let body;
  if (loading && !center) body = <LoadingState label="Loading the payment center" />;
  else if (!center) body = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  else
    body = (
      <Stack gap="lg">
        <Paper p="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              {center.enabled ? PAYMENT_CENTER_MESSAGES.enrolled : PAYMENT_CENTER_MESSAGES.headline}
            </Title>
            <PromoBenefits benefits={center.benefits} faqUrl={center.faqUrl} />
            {enrolFailed ? (
              <ErrorBanner message={LOAD_FAILED_MESSAGE} onClose={() => setEnrolFailed(false)} />
            ) : null}
            <Group>
              {center.enabled ? null : (
                <Button
                  loading={enrolling}
                  onClick={() => {
                    setEnrolFailed(false);
                    enrol().catch(() => setEnrolFailed(true));
                  }}
                >
                  Sign up for payment processing
                </Button>
              )}
              {action === 'switch' ? (
                <Anchor component={Link} to="/payments">
                  Back to the payment center
                </Anchor>
              ) : (
                <Anchor component={Link} to="/payments/switch">
                  Switching from another processor? Book a call
                </Anchor>
              )}
            </Group>
          </Stack>
        </Paper>
        {action === 'switch' ? <AppointmentForm /> : null}
        {center.appointments.length > 0 ? (
          <Paper p="md" aria-labelledby="appointments-title">
            <Title order={2} size="h4" id="appointments-title" mb="sm">
              Your appointments
            </Title>
            <List>
              {center.appointments.map((a) => (
                <List.Item key={a.id}>
                  {new Date(a.startsAt).toLocaleString('en-US', {
                    timeZone: zone,
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}{' '}
                  — {a.contactName}, {a.phone}
                </List.Item>
              ))}
            </List>
          </Paper>
        ) : action === 'switch' ? (
          <Text size="sm" c="dimmed">
            No appointments booked yet.
          </Text>
        ) : null}
      </Stack>
    );

  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title={TITLE}
        description="Take card and ACH payments from your buyers."
      />
      {body}
    </>
  );
}

export default PaymentCenterPage;
