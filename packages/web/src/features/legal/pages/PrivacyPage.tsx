import { LegalPage } from '../components/LegalPage';
import { PRIVACY_SECTIONS, PRIVACY_TITLE } from '../model/legalTexts';

/** Privacy Policy (sales §2 App shell footer), public. */
export default function PrivacyPage() {
  return <LegalPage title={PRIVACY_TITLE} sections={PRIVACY_SECTIONS} />;
}
