import { LOT_FIELD_LABELS, LOT_TEXT_FIELDS, LOT_TITLE_MAX, type LotFieldName } from '@ah/schema';
import { Box, SimpleGrid, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type LotFormValues = Record<LotFieldName, string>;

export const EMPTY_LOT_VALUES: LotFormValues = {
  lotNumber: '',
  lotExt: '',
  invNumber: '',
  title: '',
  description: '',
  lowEstimate: '',
  highEstimate: '',
  startingBid: '',
  reserve: '',
  price: '',
  artistName: '',
  circa: '',
  condition: '',
  dimensions: '',
  exhibited: '',
  literature: '',
  medium: '',
  notes: '',
  provenance: '',
  shipHeight: '',
  shipLength: '',
  shipWidth: '',
  shipWeight: '',
  shippingDomestic: '',
  shippingIntl: '',
};

/** A lot's or row's values as form texts (null becomes ''). */
export function formValuesOf(
  source: Partial<Record<LotFieldName, string | null | undefined>>,
): LotFormValues {
  const values = { ...EMPTY_LOT_VALUES };
  for (const field of Object.keys(values) as LotFieldName[]) values[field] = source[field] ?? '';
  return values;
}

export interface LotFieldsContext {
  isBin: boolean;
  isTimed: boolean;
  /** False for connect types e and p: no * on the lot number. */
  lotNumberRequired: boolean;
  /** Editing a numbered lot: number and extension cannot change. */
  lotNumberLocked?: boolean;
  /** An absentee bid was placed: starting bid and reserve cannot change. */
  absenteeBidLock?: boolean;
  absenteeBidTooltip?: string | null;
  /** Everything read-only (the two-hour lock). */
  disabled?: boolean;
}

export interface LotFieldsProps {
  values: LotFormValues;
  onChange: (field: LotFieldName, value: string) => void;
  /** Field → message, shown under the field. */
  errors: Partial<Record<LotFieldName, string>>;
  ctx: LotFieldsContext;
  /** Only these fields (the bulk edit modal); all of the sale type's fields when absent. */
  only?: readonly LotFieldName[];
  /** Marks a field as touched (its message shows from then on). */
  onBlur?: (field: LotFieldName) => void;
  /** Prefix of the inputs' ids, unique per form on the page. */
  idPrefix: string;
  /** No field is required (the bulk edit modal: empty means unchanged). */
  allOptional?: boolean;
}

const MONEY_FIELDS: readonly LotFieldName[] = [
  'lowEstimate',
  'highEstimate',
  'startingBid',
  'reserve',
  'price',
];
const SHIPPING_FIELDS: readonly LotFieldName[] = [
  'shipLength',
  'shipWidth',
  'shipHeight',
  'shipWeight',
  'shippingDomestic',
  'shippingIntl',
];

/** The fields a sale type shows (sales §5 Lot form): bin shows price and shipping instead of bids. */
export function lotFieldsFor(ctx: Pick<LotFieldsContext, 'isBin' | 'isTimed'>): LotFieldName[] {
  const pricing: LotFieldName[] = ctx.isBin
    ? ['price']
    : ['lowEstimate', 'highEstimate', 'startingBid', ...(ctx.isTimed ? (['reserve'] as const) : [])];
  return [
    'lotNumber',
    'lotExt',
    'invNumber',
    'title',
    'description',
    ...pricing,
    ...(ctx.isBin ? SHIPPING_FIELDS : []),
    ...LOT_TEXT_FIELDS,
  ];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Text fw={650} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** A lock with the absentee-bid tooltip, reachable by keyboard. */
function BidLock({ label }: { label: string }) {
  return (
    <Tooltip label={label} multiline maw={300} events={{ hover: true, focus: true, touch: true }}>
      <Box
        component="span"
        tabIndex={0}
        aria-label={label}
        style={{ display: 'inline-flex', cursor: 'help' }}
      >
        <IconLock size={16} aria-hidden />
      </Box>
    </Tooltip>
  );
}

/**
 * The lot form's fields (sales §5 Lot form), shared by the lot page and the review table's edit
 * modals. Rules and messages come from `validateLotForm` in `@ah/schema`; this only lays them out.
 */
export function LotFields({
  values,
  onChange,
  errors,
  ctx,
  only,
  onBlur,
  idPrefix,
  allOptional,
}: LotFieldsProps) {
  const shown = new Set(only ?? lotFieldsFor(ctx));
  const has = (field: LotFieldName) => shown.has(field);
  const bidLocked = (field: LotFieldName) =>
    Boolean(ctx.absenteeBidLock) && (field === 'startingBid' || field === 'reserve');
  const numberLocked = (field: LotFieldName) =>
    Boolean(ctx.lotNumberLocked) && (field === 'lotNumber' || field === 'lotExt');

  const input = (
    field: LotFieldName,
    extra: { required?: boolean; description?: string; placeholder?: string } = {},
  ) => {
    const locked = bidLocked(field);
    const label = LOT_FIELD_LABELS[field];
    const money = MONEY_FIELDS.includes(field);
    return (
      <TextInput
        key={field}
        id={`${idPrefix}-${field}`}
        label={label}
        required={extra.required && !allOptional}
        description={extra.description}
        placeholder={numberLocked(field) ? undefined : extra.placeholder}
        value={values[field]}
        onChange={(e) => {
          const raw = e.currentTarget.value;
          onChange(field, field === 'lotExt' ? raw.toUpperCase() : raw);
        }}
        onBlur={() => onBlur?.(field)}
        error={errors[field]}
        // A locked value stays legible and focusable (read-only); the two-hour lock disables all.
        disabled={ctx.disabled}
        readOnly={locked || numberLocked(field)}
        variant={locked || numberLocked(field) ? 'filled' : 'default'}
        inputMode={
          money || field === 'lotNumber' ? 'numeric' : SHIPPING_FIELDS.includes(field) ? 'decimal' : undefined
        }
        maxLength={field === 'lotExt' ? 1 : undefined}
        rightSection={
          locked && ctx.absenteeBidTooltip ? <BidLock label={ctx.absenteeBidTooltip} /> : undefined
        }
        rightSectionPointerEvents={locked ? 'all' : undefined}
      />
    );
  };

  const numberFields = (['lotNumber', 'lotExt', 'invNumber'] as const).filter(has);
  const pricing = MONEY_FIELDS.filter(has);
  const shipping = SHIPPING_FIELDS.filter(has);
  const extras = LOT_TEXT_FIELDS.filter(has);

  return (
    <Stack gap="lg">
      {numberFields.length > 0 ? (
        <Section title="Item Number">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {has('lotNumber') ? input('lotNumber', { required: ctx.lotNumberRequired }) : null}
            {has('lotExt') ? input('lotExt', { placeholder: 'A-Z' }) : null}
            {has('invNumber') ? input('invNumber') : null}
          </SimpleGrid>
        </Section>
      ) : null}
      {has('title') || has('description') ? (
        <Section title="Item Details">
          {has('title') ? (
            <TextInput
              id={`${idPrefix}-title`}
              label={LOT_FIELD_LABELS.title}
              required={!allOptional}
              description={`${values.title.length}/${LOT_TITLE_MAX}`}
              value={values.title}
              onChange={(e) => onChange('title', e.currentTarget.value)}
              onBlur={() => onBlur?.('title')}
              error={errors.title}
              disabled={ctx.disabled}
            />
          ) : null}
          {has('description') ? (
            <Textarea
              id={`${idPrefix}-description`}
              label={LOT_FIELD_LABELS.description}
              required={!allOptional}
              autosize
              minRows={3}
              maxRows={10}
              value={values.description}
              onChange={(e) => onChange('description', e.currentTarget.value)}
              onBlur={() => onBlur?.('description')}
              error={errors.description}
              disabled={ctx.disabled}
            />
          ) : null}
        </Section>
      ) : null}
      {pricing.length > 0 ? (
        <Section title={ctx.isBin ? 'Price' : 'Estimates & Bidding'}>
          <SimpleGrid cols={{ base: 1, sm: Math.min(pricing.length, 4) }} spacing="md">
            {pricing.map((field) =>
              input(field, {
                required: field === 'price',
                description: 'Whole numbers only',
              }),
            )}
          </SimpleGrid>
        </Section>
      ) : null}
      {shipping.length > 0 ? (
        <Section title="Shipping">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
            {shipping.map((field) => input(field))}
          </SimpleGrid>
        </Section>
      ) : null}
      {extras.length > 0 ? (
        <Section title="Additional Details">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {extras.map((field) => input(field))}
          </SimpleGrid>
        </Section>
      ) : null}
    </Stack>
  );
}
