import { LegalPage } from '../components/LegalPage';
import { TERMS_SECTIONS, TERMS_TITLE } from '../model/legalTexts';

/** Terms of Use (sales §2 App shell footer), public. */
export default function TermsPage() {
  return <LegalPage title={TERMS_TITLE} sections={TERMS_SECTIONS} />;
}
