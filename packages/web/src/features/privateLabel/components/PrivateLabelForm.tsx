import { PRIVATE_LABEL_MESSAGES, SETTINGS_BANNER_MS } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, ColorSwatch, Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import {
  SavePrivateLabelSettingsDocument,
  type PrivateLabelPageQuery,
  type PrivateLabelSettingsFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { LogoUploader } from './LogoUploader';

const saveMutation = toDocument(SavePrivateLabelSettingsDocument);

type Options = NonNullable<PrivateLabelPageQuery['privateLabelOptions']>;
type Draft = Record<'buttonColorId' | 'fontColorId' | 'fontStyleId' | 'languageId', string> & {
  displayPastAuctions: boolean;
};

function draftOf(s: PrivateLabelSettingsFieldsFragment): Draft {
  return {
    buttonColorId: String(s.buttonColor.id),
    fontColorId: String(s.fontColor.id),
    fontStyleId: String(s.fontStyle.id),
    languageId: String(s.defaultLanguage.id),
    displayPastAuctions: s.displayPastAuctions,
  };
}

/**
 * The settings form (sales §3 Private-label settings): colours, font, language, past auctions and the
 * two logos. Save shows a success banner for 5 seconds (sales §4 Settings, §9).
 */
export function PrivateLabelForm({
  saved,
  options,
  onLogoUploaded,
}: {
  saved: PrivateLabelSettingsFieldsFragment;
  options: Options;
  onLogoUploaded: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [banner, setBanner] = useState(false);
  const [failed, setFailed] = useState(false);
  const [save, { loading }] = useMutation(saveMutation);
  const { errorOf, refuse, clearServerErrors } = useFieldErrors([]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), SETTINGS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  function change<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((d) => ({ ...d, [key]: value }));
    clearServerErrors([key]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    setBanner(false);
    try {
      await save({
        variables: {
          input: {
            buttonColorId: Number(draft.buttonColorId),
            fontColorId: Number(draft.fontColorId),
            fontStyleId: Number(draft.fontStyleId),
            languageId: Number(draft.languageId),
            displayPastAuctions: draft.displayPastAuctions,
          },
        },
      });
      setBanner(true);
    } catch (error) {
      if (refuse(error).length === 0) setFailed(true);
    }
  }

  const swatch = (list: readonly { id: number; hex: string }[], id: string) => {
    const hex = list.find((o) => String(o.id) === id)?.hex;
    return hex ? <ColorSwatch color={hex} size={18} aria-hidden /> : null;
  };

  return (
    <Stack gap="lg">
      <Paper
        p="md"
        component="form"
        noValidate
        aria-label="Colours, font and language"
        onSubmit={(e) => void submit(e)}
      >
        <Stack gap="md">
          {banner ? (
            <Alert color="teal" role="status" withCloseButton onClose={() => setBanner(false)}>
              {PRIVATE_LABEL_MESSAGES.saved}
            </Alert>
          ) : null}
          {failed ? <ErrorBanner message={LOAD_FAILED_MESSAGE} onClose={() => setFailed(false)} /> : null}
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label="Button color"
              data={options.buttonColors.map((o) => ({ value: String(o.id), label: o.name }))}
              value={draft.buttonColorId}
              onChange={(v) => v && change('buttonColorId', v)}
              leftSection={swatch(options.buttonColors, draft.buttonColorId)}
              allowDeselect={false}
              error={errorOf('buttonColorId')}
            />
            <Select
              label="Font color"
              data={options.fontColors.map((o) => ({ value: String(o.id), label: o.label }))}
              value={draft.fontColorId}
              onChange={(v) => v && change('fontColorId', v)}
              leftSection={swatch(options.fontColors, draft.fontColorId)}
              allowDeselect={false}
              error={errorOf('fontColorId')}
            />
          </Group>
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label="Font style"
              data={options.fontStyles.map((o) => ({ value: String(o.id), label: o.label }))}
              value={draft.fontStyleId}
              onChange={(v) => v && change('fontStyleId', v)}
              allowDeselect={false}
              error={errorOf('fontStyleId')}
            />
            <Select
              label="Default language"
              data={options.languages.map((o) => ({ value: String(o.id), label: o.label }))}
              value={draft.languageId}
              onChange={(v) => v && change('languageId', v)}
              allowDeselect={false}
              error={errorOf('languageId')}
            />
          </Group>
          <Switch
            label="Display past auctions"
            checked={draft.displayPastAuctions}
            onChange={(e) => change('displayPastAuctions', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper p="md" component="section" aria-labelledby="logos-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="logos-title">
            Logos
          </Title>
          <Text size="sm" c="dimmed">
            {PRIVATE_LABEL_MESSAGES.logoNote}
          </Text>
          <LogoUploader kind="site" url={saved.siteLogoUrl ?? null} onUploaded={onLogoUploaded} />
          <LogoUploader kind="console" url={saved.consoleLogoUrl ?? null} onUploaded={onLogoUploaded} />
        </Stack>
      </Paper>
    </Stack>
  );
}
