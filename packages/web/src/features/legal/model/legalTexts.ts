/**
 * The legal pages' texts (sales §2 App shell footer: terms, privacy, contact). Plain sections, so the
 * pages and their tests read the same headings.
 */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export const TERMS_TITLE = 'Terms of Use';
export const PRIVACY_TITLE = 'Privacy Policy';
export const CONTACT_TITLE = 'Contact';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Using the back office',
    paragraphs: [
      'The back office is provided to auction houses and their staff to create sales, manage lots and images, invoice buyers and review results. Each user acts for one house and sees only that house’s data.',
      'Keep your House ID, user name and password to yourself. You are responsible for what is done with your sign-in and with the API tokens you create.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'Your house keeps the rights to the catalogs, descriptions and images it uploads, and grants the marketplace the right to publish them on the channels the sale is posted to.',
      'Do not upload items you may not sell, or text and images you have no right to publish.',
    ],
  },
  {
    heading: 'Fees and payments',
    paragraphs: [
      'Promotions such as featured lots and payment processing are charged as shown when you choose them. Buyer payments taken through the marketplace are paid out under your payment agreement.',
    ],
  },
  {
    heading: 'Changes and availability',
    paragraphs: [
      'We may change these terms; the version shown here applies from the day it is published. We aim to keep the service available at all times but do not guarantee it.',
    ],
  },
];

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we keep',
    paragraphs: [
      'For staff: name, user name, access rights and sign-in activity. For buyers: the names, contact details, addresses, registrations, bids, purchases and payments the house needs to run its sales and invoices.',
    ],
  },
  {
    heading: 'Why we keep it',
    paragraphs: [
      'To run sales and invoices, to take and record payments, to calculate sales tax, to prevent fraud and to meet legal obligations. We do not sell personal data.',
    ],
  },
  {
    heading: 'Who sees it',
    paragraphs: [
      'Each house sees only its own staff and buyers. Payment, shipping and tax providers receive what they need to do their part.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      'You may ask to see, correct or delete your personal data by contacting the house, or Customer Care for data the marketplace keeps.',
    ],
  },
];
