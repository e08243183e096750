import { TEMPLATE_NAME_MAX, type TemplateChargeKind } from '@ah/schema';
import { ActionIcon, Checkbox, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import type { InvoiceTemplateEditorQuery } from '../../../__generated__/graphql';
import { CountrySelect } from '../../../ui/CountrySelect';
import { normalizeRate, withCountry, type ChargeRow } from '../model/templateForm';

export type TemplateCountry = NonNullable<
  NonNullable<InvoiceTemplateEditorQuery['invoiceTemplateEditor']>['countries']
>[number];

/** The messages of one row's fields (null: none to show). */
export interface ChargeRowErrors {
  name: string | null;
  rate: string | null;
  countryCode: string | null;
  stateCode: string | null;
  appliesTo: string | null;
}

export interface ChargeRowFieldsProps {
  kind: TemplateChargeKind;
  row: ChargeRow;
  index: number;
  /** Row fields' paths start with this (`taxes.0`). */
  path: string;
  /** "Tax 1": the prefix of every input's label. */
  name: string;
  countries: readonly TemplateCountry[];
  errors: ChargeRowErrors;
  readOnly: boolean;
  onUpdate: (index: number, change: (row: ChargeRow) => ChargeRow) => void;
  onDelete: (index: number) => void;
  onTouch: (field: string) => void;
}

/**
 * One tax or fee row. Memoised: typing in one row re-renders only that row, so long tables
 * (up to 500 rows) stay responsive.
 */
export const ChargeRowFields = memo(function ChargeRowFields({
  kind,
  row,
  index,
  path,
  name,
  countries,
  errors,
  readOnly,
  onUpdate,
  onDelete,
  onTouch,
}: ChargeRowFieldsProps) {
  const country = countries.find((c) => c.code === row.countryCode);
  const field = (key: string) => `${path}.${key}`;
  const applies = [
    ...(row.hammer ? ['hammer'] : []),
    ...(row.liveFee ? ['liveFee'] : []),
    ...(row.buyersPremium ? ['buyersPremium'] : []),
  ];
  // The row's messages go on one line under it (narrow cells would wrap them word by word); each
  // input in error points at that line.
  const errorId = `${path}-errors`;
  const messages = [errors.name, errors.rate, errors.countryCode, errors.stateCode, errors.appliesTo].filter(
    (m): m is string => m !== null,
  );
  const invalid = (message: string | null) =>
    message === null ? {} : { error: true, 'aria-describedby': errorId };
  return (
    <>
      <Table.Tr style={messages.length > 0 ? { borderBottom: 0 } : undefined}>
        <Table.Td valign="top">
          <TextInput
            aria-label={`${name} charge type`}
            placeholder={kind === 'tax' ? 'e.g. NY Sales Tax' : 'e.g. Handling Fee'}
            value={row.name}
            maxLength={TEMPLATE_NAME_MAX}
            readOnly={readOnly}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onUpdate(index, (r) => ({ ...r, name: value }));
            }}
            onBlur={() => onTouch(field('name'))}
            {...invalid(errors.name)}
          />
        </Table.Td>
        <Table.Td valign="top">
          <TextInput
            aria-label={`${name} rate %`}
            placeholder="0.000"
            inputMode="decimal"
            value={row.rate}
            readOnly={readOnly}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onUpdate(index, (r) => ({ ...r, rate: value }));
            }}
            onBlur={() => {
              onUpdate(index, (r) => ({ ...r, rate: normalizeRate(r.rate) }));
              onTouch(field('rate'));
            }}
            {...invalid(errors.rate)}
          />
        </Table.Td>
        <Table.Td valign="top">
          <Stack gap={8}>
            <CountrySelect
              aria-label={`${name} country`}
              countries={countries}
              value={row.countryCode}
              readOnly={readOnly}
              onChange={(code) => {
                onUpdate(index, (r) => withCountry(r, code));
                onTouch(field('countryCode'));
              }}
              onBlur={() => onTouch(field('countryCode'))}
              {...invalid(errors.countryCode)}
            />
            {country?.hasStates ? (
              <Select
                aria-label={`${name} state`}
                placeholder={country.stateRequired ? 'Select a state' : 'All provinces'}
                data={country.states.map((s) => ({ value: s.code, label: s.name }))}
                value={row.stateCode}
                readOnly={readOnly}
                searchable
                clearable={!country.stateRequired && !readOnly}
                allowDeselect={!country.stateRequired}
                nothingFoundMessage="No matching state"
                onChange={(stateCode) => {
                  onUpdate(index, (r) => ({ ...r, stateCode }));
                  onTouch(field('stateCode'));
                }}
                onBlur={() => onTouch(field('stateCode'))}
                comboboxProps={{ withinPortal: true }}
                {...invalid(errors.stateCode)}
              />
            ) : null}
          </Stack>
        </Table.Td>
        <Table.Td valign="top">
          <Checkbox.Group
            aria-label={`${name} ${kind} type`}
            value={applies}
            onChange={(values) => {
              if (readOnly) return;
              onUpdate(index, (r) => ({
                ...r,
                hammer: values.includes('hammer'),
                liveFee: values.includes('liveFee'),
                buyersPremium: values.includes('buyersPremium'),
              }));
              onTouch(field('appliesTo'));
            }}
            {...(errors.appliesTo === null ? {} : { 'aria-describedby': errorId })}
          >
            <Stack gap={10} pt={4}>
              {(
                [
                  ['hammer', 'Hammer'],
                  ['liveFee', 'Live Fee'],
                  ['buyersPremium', 'BP'],
                ] as const
              ).map(([value, label]) => (
                <Checkbox
                  key={value}
                  value={value}
                  label={label}
                  aria-label={`${name} ${label}`}
                  disabled={readOnly}
                  error={errors.appliesTo !== null}
                  size="xs"
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </Table.Td>
        <Table.Td valign="top">
          {readOnly ? null : (
            <Tooltip label={`Delete ${name.toLowerCase()}`}>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={`Delete ${name}`}
                onClick={() => onDelete(index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Table.Td>
      </Table.Tr>
      {messages.length > 0 ? (
        <Table.Tr>
          <Table.Td colSpan={5} pt={0}>
            <Stack gap={2} id={errorId}>
              {messages.map((message) => (
                <Text key={message} size="xs" c="red">
                  {message}
                </Text>
              ))}
            </Stack>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}, sameRowProps);

/** Shallow equality, with the errors compared field by field (they are rebuilt on each render). */
function sameRowProps(a: ChargeRowFieldsProps, b: ChargeRowFieldsProps): boolean {
  const keys = Object.keys(a) as (keyof ChargeRowFieldsProps)[];
  return keys.every((key) =>
    key === 'errors'
      ? (Object.keys(a.errors) as (keyof ChargeRowErrors)[]).every((k) => a.errors[k] === b.errors[k])
      : a[key] === b[key],
  );
}
