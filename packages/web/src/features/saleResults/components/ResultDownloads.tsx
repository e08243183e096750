import { Anchor, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

interface Downloads {
  sessionResults: string;
  bidderResults?: string | null;
  eoaResults?: string | null;
  pactsResults?: string | null;
}

const LINKS: readonly [keyof Downloads, string][] = [
  ['sessionResults', 'Session Results'],
  ['bidderResults', 'Bidder Results'],
  ['eoaResults', 'EOA Results'],
  ['pactsResults', 'PACTS Results'],
];

/**
 * The result spreadsheets (sales §7): session results for any selection; the bidder, EOA and PACTS
 * reports only when one session is selected (the gateway gives no link otherwise).
 */
export function ResultDownloads({ downloads }: { downloads: Downloads }) {
  return (
    <Group gap="md" component="nav" aria-label="Downloads">
      <Text size="sm" fw={500}>
        Download:
      </Text>
      {LINKS.map(([key, label]) => {
        const href = downloads[key];
        return href ? (
          <Anchor key={key} href={href} download size="sm">
            <Group gap={4} component="span">
              <IconDownload size={14} aria-hidden />
              {label}
            </Group>
          </Anchor>
        ) : null;
      })}
    </Group>
  );
}
