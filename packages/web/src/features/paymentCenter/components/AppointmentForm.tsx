import { APPOINTMENT_SLOTS, PAYMENT_CENTER_MESSAGES, validateAppointment } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { BookPaymentAppointmentDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { useFieldErrors } from '../../../ui/useFieldErrors';

const bookMutation = toDocument(BookPaymentAppointmentDocument);

/** The switch flow's appointment booking (sales §2 Payments promo, action=switch). */
export function AppointmentForm() {
  const [values, setValues] = useState({ date: '', time: '', contactName: '', phone: '', notes: '' });
  const [booked, setBooked] = useState(false);
  const [failed, setFailed] = useState(false);
  const [book, { loading }] = useMutation(bookMutation);
  const violations = validateAppointment(values);
  const { errorOf, touch, attempt, refuse, clearServerErrors } = useFieldErrors(violations);

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearServerErrors([field]);
    setBooked(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    attempt();
    setFailed(false);
    if (violations.length > 0) return;
    try {
      await book({ variables: { input: { ...values, notes: values.notes || null } } });
      setBooked(true);
    } catch (error) {
      if (refuse(error).length === 0) setFailed(true);
    }
  }

  return (
    <Paper p="md" component="form" noValidate aria-labelledby="book-title" onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <Title order={2} size="h4" id="book-title">
          Book a call with a payments specialist
        </Title>
        {booked ? (
          <Alert color="teal" role="status">
            {PAYMENT_CENTER_MESSAGES.booked}
          </Alert>
        ) : null}
        {failed ? <ErrorBanner message={LOAD_FAILED_MESSAGE} onClose={() => setFailed(false)} /> : null}
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            label="Appointment date"
            type="date"
            required
            value={values.date}
            error={errorOf('date')}
            onChange={(e) => set('date')(e.currentTarget.value)}
            onBlur={() => touch('date')}
          />
          <Select
            label="Appointment time"
            required
            data={APPOINTMENT_SLOTS}
            value={values.time || null}
            error={errorOf('time')}
            onChange={(v) => set('time')(v ?? '')}
            onBlur={() => touch('time')}
          />
        </Group>
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            label="Name"
            required
            autoComplete="name"
            value={values.contactName}
            error={errorOf('contactName')}
            onChange={(e) => set('contactName')(e.currentTarget.value)}
            onBlur={() => touch('contactName')}
          />
          <TextInput
            label="Phone"
            required
            type="tel"
            autoComplete="tel"
            value={values.phone}
            error={errorOf('phone')}
            onChange={(e) => set('phone')(e.currentTarget.value)}
            onBlur={() => touch('phone')}
          />
        </Group>
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          value={values.notes}
          onChange={(e) => set('notes')(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            Book appointment
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
