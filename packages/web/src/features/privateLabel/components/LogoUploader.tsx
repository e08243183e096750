import { LOGO_SPECS, type LogoKind } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { UploadPrivateLabelLogoDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { base64Of, logoFileProblem } from '../model/logoFile';

const uploadMutation = toDocument(UploadPrivateLabelLogoDocument);

export const LOGO_LABELS: Record<LogoKind, string> = { console: 'Console logo', site: 'Site logo' };

/**
 * One logo (sales §5 Logos): the current one, and a JPG file input that uploads on choice. A file
 * that is not a JPG of the exact size is refused with the spec's message (checked again, from the
 * bytes, by the service).
 */
export function LogoUploader({
  kind,
  url,
  onUploaded,
}: {
  kind: LogoKind;
  url: string | null;
  onUploaded: () => void;
}) {
  const spec = LOGO_SPECS[kind];
  const [error, setError] = useState<string | null>(null);
  const [upload, { loading }] = useMutation(uploadMutation);

  async function choose(file: File | null) {
    setError(null);
    if (!file) return;
    const problem = logoFileProblem(kind, file);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await upload({
        variables: {
          input: {
            kind: kind === 'console' ? 'CONSOLE' : 'SITE',
            fileName: file.name,
            contentBase64: await base64Of(file),
          },
        },
      });
      onUploaded();
    } catch (caught) {
      setError(badUserInputMessage(caught) ?? LOAD_FAILED_MESSAGE);
    }
  }

  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={LOGO_LABELS[kind]}
          description={`JPG, ${spec.width}px x ${spec.height}px`}
          placeholder="Choose a JPG"
          accept="image/jpeg"
          clearable
          disabled={loading}
          error={error}
          onChange={(file) => void choose(file)}
          w={320}
        />
        {url ? (
          <Image
            src={url}
            alt={`Current ${LOGO_LABELS[kind].toLowerCase()}`}
            w={spec.width / 1.5}
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed">
            No {LOGO_LABELS[kind].toLowerCase()} yet
          </Text>
        )}
      </Group>
      {loading ? (
        <Alert color="blue" role="status">
          Uploading…
        </Alert>
      ) : null}
    </Stack>
  );
}
