import { WIZARD_SUMMARY_STEP, wizardPath, type WizardRouteType } from '@ah/schema';
import { formatSaleMoney } from '../../../../../ui/moneyFormat';
import type { BinDetailsData, ContactsData, FulfilmentData, SessionWizardData } from './reviewData';

/**
 * The summary's detail rows (sales §2 Review & Publish): each with the wizard step that edits it
 * (1 or 2; opened with goToPage 6 so saving returns here). Pure, so the rows are tested without
 * rendering.
 */

export interface DetailRow {
  key: string;
  label: string;
  /** One or more lines; an empty list shows "Not set". */
  lines: string[];
  /** The wizard step that edits it; null when it cannot be edited here. */
  editStep: 1 | 2 | null;
}

/** The route of a wizard step opened from the summary: /session/{type}/{g}/{c}/{step}/6. */
export function editPathOf(routeType: WizardRouteType, groupId: string, catalogId: string, step: number) {
  return `${wizardPath(routeType, groupId, catalogId, step)}/${WIZARD_SUMMARY_STEP}`;
}

export function contactLines(contacts: ContactsData | null | undefined): string[] {
  if (!contacts) return [];
  return [
    contacts.consignment ? `Consignment: ${contacts.consignment.displayName}` : null,
    contacts.saleAdministrator ? `Sale administrator: ${contacts.saleAdministrator.displayName}` : null,
    contacts.expert ? `Expert: ${contacts.expert.displayName}` : null,
  ].filter((line): line is string => line !== null);
}

function categoryNames(wizard: SessionWizardData, ids: readonly string[]): string[] {
  const names = new Map<string, string>();
  for (const c of wizard.categories ?? []) {
    names.set(c.id, c.name);
    for (const s of c.subcategories) names.set(s.id, `${c.name} › ${s.name}`);
  }
  return ids.map((id) => names.get(id) ?? id);
}

function premiumLines(wizard: SessionWizardData): string[] {
  const currency = wizard.session?.currency.code;
  return (wizard.buyerPremium?.tiers ?? []).map((t) =>
    t.to
      ? `${formatSaleMoney(t.from, currency)} to ${formatSaleMoney(t.to, currency)}: ${t.percent}%`
      : `${formatSaleMoney(t.from, currency)} and above: ${t.percent}%`,
  );
}

function channelLines(wizard: SessionWizardData): string[] {
  return (wizard.channels ?? []).map((c) => {
    const label = c.states.find((s) => s.state === c.state)?.label ?? c.state;
    return `${c.name}: ${label}`;
  });
}

/** A session's details, in the order the summary lists them. */
export function sessionDetailRows(wizard: SessionWizardData): DetailRow[] {
  const s = wizard.session;
  if (!s) return [];
  const rows: DetailRow[] = [
    { key: 'title', label: 'Title', lines: [s.title], editStep: 1 },
    { key: 'date', label: 'Date & time', lines: [s.dateTimeDisplay], editStep: 1 },
    { key: 'location', label: 'Location', lines: s.location ? [s.location.label] : [], editStep: 1 },
    { key: 'contacts', label: 'Contacts', lines: contactLines(s.contacts), editStep: 2 },
    { key: 'channels', label: 'Post sale to', lines: channelLines(wizard), editStep: 2 },
  ];
  // The A/V broadcast applies to live sessions only.
  if (s.auctionType === 'LIVE')
    rows.push({
      key: 'audioVideo',
      label: 'A/V broadcast',
      lines: [s.audioVideo ? 'On' : 'Off'],
      editStep: 2,
    });
  rows.push(
    { key: 'premium', label: "Buyer's premium", lines: premiumLines(wizard), editStep: 2 },
    {
      key: 'currency',
      label: 'Currency & VAT',
      lines: [
        `${s.currency.name} (${s.currency.code})`,
        s.vatRate === '0' || s.vatRate === '' ? 'VAT: none' : `VAT: ${s.vatRate}%`,
      ],
      editStep: 2,
    },
    {
      key: 'categories',
      label: 'Email alert categories',
      lines: categoryNames(wizard, s.categoryIds),
      editStep: 2,
    },
    { key: 'description', label: 'Description', lines: s.description ? [s.description] : [], editStep: 2 },
    {
      key: 'viewingNotes',
      label: 'Viewing notes',
      lines: s.viewingNotes ? [s.viewingNotes] : [],
      editStep: 2,
    },
    { key: 'creator', label: 'Creator', lines: s.creator ? [creatorLabel(s.creator)] : [], editStep: null },
  );
  return rows;
}

/** 'resell' marks a session copied from a prior live auction (sales §3). */
function creatorLabel(creator: string): string {
  return creator === 'resell' ? 'Resell (copied from a prior live auction)' : creator;
}

/** The reduced bin summary: contacts, post sale, currency and creator (edited through Edit Sale). */
export function binDetailRows(
  details: BinDetailsData | null,
  creator: string | null | undefined,
): DetailRow[] {
  return [
    { key: 'contacts', label: 'Contacts', lines: contactLines(details?.contacts), editStep: null },
    { key: 'postSale', label: 'Post sale to', lines: details ? [details.postSaleTo] : [], editStep: null },
    {
      key: 'currency',
      label: 'Currency',
      lines: details ? [`${details.currency.name} (${details.currency.code})`] : [],
      editStep: null,
    },
    { key: 'creator', label: 'Creator', lines: creator ? [creatorLabel(creator)] : [], editStep: null },
  ];
}

/** A fulfilment location as lines: name, address, onsite instructions. */
export function fulfilmentLines(f: FulfilmentData): string[] {
  const a = f.address;
  return [
    f.name,
    [a.addressLine1, a.addressLine2].filter(Boolean).join(', '),
    `${a.city}, ${a.state} ${a.postalCode}, ${a.country}`,
    f.accessInstructions ? `Onsite instructions: ${f.accessInstructions}` : '',
  ].filter((line) => line !== '');
}

export function fulfilmentContactLines(f: FulfilmentData): string[] {
  return f.contacts.map((c) => `${c.fullName} · ${c.email} · ${c.phoneNumber}`);
}
