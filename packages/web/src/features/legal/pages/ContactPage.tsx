import { Text } from '@mantine/core';
import { LegalPage } from '../components/LegalPage';
import { CONTACT_TITLE } from '../model/legalTexts';

/** Contact (sales §2 App shell footer), public: the house's primary location when signed in. */
export default function ContactPage() {
  return (
    <LegalPage title={CONTACT_TITLE}>
      <Text>Questions about a sale, an invoice or your account? We are glad to help.</Text>
    </LegalPage>
  );
}
