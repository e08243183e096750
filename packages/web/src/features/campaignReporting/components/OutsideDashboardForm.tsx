import { OUTSIDE_DASHBOARD_MESSAGES, outsideDashboardViolations, SETTINGS_BANNER_MS } from '@ah/schema';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import {
  ClearOutsideDashboardDocument,
  OutsideDashboardSettingsDocument,
  SaveOutsideDashboardDocument,
  type OutsideDashboardSettingsFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { useFieldErrors } from '../../../ui/useFieldErrors';

const saveMutation = toDocument(SaveOutsideDashboardDocument);
const clearMutation = toDocument(ClearOutsideDashboardDocument);
const settingsQuery = toDocument(OutsideDashboardSettingsDocument);

/**
 * The saved setting becomes the settings query's answer, and the dashboard's own question (which
 * dashboard to embed) is asked again when Campaign Reporting next opens.
 */
function remember(cache: ApolloCache, settings: OutsideDashboardSettingsFieldsFragment | undefined) {
  if (!settings) return;
  cache.writeQuery({ query: settingsQuery, data: { campaignOutsideDashboardSettings: settings } });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'campaignOutsideDashboard' });
  cache.gc();
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * The outside analytics dashboard setting: an https embed URL and the embed token, which is
 * write-only (only its last 4 characters are ever shown; leaving it empty keeps it). The shared
 * rules (@ah/schema outsideDashboardViolations) check the form before the gateway checks them again.
 */
export function OutsideDashboardForm({ saved }: { saved: OutsideDashboardSettingsFieldsFragment }) {
  const [embedUrl, setEmbedUrl] = useState(saved.embedUrl ?? '');
  const [embedToken, setEmbedToken] = useState('');
  const [banner, setBanner] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [save, saving] = useMutation(saveMutation, {
    update: (cache, { data }) => remember(cache, data?.saveCampaignOutsideDashboard),
  });
  const [clear, clearing] = useMutation(clearMutation, {
    update: (cache, { data }) => remember(cache, data?.clearCampaignOutsideDashboard),
  });
  const violations = outsideDashboardViolations({ embedUrl, embedToken }, saved.tokenHint !== null);
  const { errorOf, touch, attempt, refuse, clearServerErrors } = useFieldErrors(violations);

  useEffect(() => {
    if (banner === null) return;
    const timer = setTimeout(() => setBanner(null), SETTINGS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    attempt();
    setFailed(false);
    setBanner(null);
    if (violations.length > 0) return;
    try {
      const res = await save({
        variables: { input: { embedUrl: embedUrl.trim(), embedToken: embedToken.trim() } },
      });
      setEmbedUrl(res.data?.saveCampaignOutsideDashboard.embedUrl ?? embedUrl.trim());
      setEmbedToken('');
      setBanner(OUTSIDE_DASHBOARD_MESSAGES.saved);
    } catch (error) {
      if (refuse(error).length === 0) setFailed(true);
    }
  }

  async function remove() {
    setFailed(false);
    try {
      await clear();
      setConfirming(false);
      setEmbedUrl('');
      setEmbedToken('');
      setBanner(OUTSIDE_DASHBOARD_MESSAGES.cleared);
    } catch {
      setConfirming(false);
      setFailed(true);
    }
  }

  return (
    <Stack gap="lg">
      {banner ? (
        <Alert
          color="teal"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setBanner(null)}
        >
          {banner}
        </Alert>
      ) : null}
      {failed ? <ErrorBanner message={LOAD_FAILED_MESSAGE} onClose={() => setFailed(false)} /> : null}
      {saved.configured && saved.embedUrl ? (
        <Paper p="md" component="section" aria-labelledby="outside-dashboard-current">
          <Group justify="space-between" align="center" wrap="wrap">
            <Stack gap={2}>
              <Title order={2} size="h4" id="outside-dashboard-current">
                Campaign Reporting shows your analytics dashboard
              </Title>
              <Text size="sm" c="dimmed">
                From {hostOf(saved.embedUrl)}, with the embed token ending in{' '}
                <Text span ff="monospace" data-testid="embed-token-hint">
                  {saved.tokenHint}
                </Text>
                .
              </Text>
            </Stack>
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              Remove dashboard
            </Button>
          </Group>
        </Paper>
      ) : (
        <EmptyState
          title="No outside dashboard"
          description="Campaign Reporting shows the built-in dashboard. To show your analytics provider's dashboard instead, enter its embed URL and token below."
        />
      )}
      <Paper
        p="md"
        component="form"
        noValidate
        aria-label="Outside analytics dashboard"
        onSubmit={(e) => void submit(e)}
      >
        <Stack gap="md">
          <TextInput
            label="Embed URL"
            description="The https:// address your analytics provider gives for embedding the dashboard."
            placeholder="https://"
            type="url"
            autoComplete="off"
            required
            value={embedUrl}
            onChange={(e) => {
              setEmbedUrl(e.currentTarget.value);
              clearServerErrors(['embedUrl']);
            }}
            onBlur={() => touch('embedUrl')}
            error={errorOf('embedUrl')}
          />
          <PasswordInput
            label="Embed token"
            description={
              saved.tokenHint
                ? `A token ending in ${saved.tokenHint.slice(-4)} is saved; leave this empty to keep it.`
                : 'The token your provider gave you. It is stored and never shown again.'
            }
            autoComplete="off"
            required={saved.tokenHint === null}
            value={embedToken}
            onChange={(e) => {
              setEmbedToken(e.currentTarget.value);
              clearServerErrors(['embedToken']);
            }}
            onBlur={() => touch('embedToken')}
            error={errorOf('embedToken')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving.loading}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConfirmModal
        opened={confirming}
        title="Remove analytics dashboard"
        actionLabel="Remove"
        actionColor="red"
        busy={clearing.loading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        Campaign Reporting will show the built-in dashboard. The saved embed URL and token are deleted.
      </ConfirmModal>
    </Stack>
  );
}
