import { Card, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

const FRAME = 'campaign-outside-dashboard';

/**
 * The house's outside BI dashboard (sales §7 GET house/{houseRef}/domo): its page is opened in a
 * frame by posting the embed token to the embed URL, so the token never sits in a URL or history.
 */
export function OutsideDashboard({ embedUrl, embedToken }: { embedUrl: string; embedToken: string }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, [embedUrl, embedToken]);
  return (
    <Card withBorder padding={0}>
      <form ref={form} method="post" action={embedUrl} target={FRAME} hidden>
        <input type="hidden" name="embedToken" value={embedToken} />
      </form>
      <iframe
        name={FRAME}
        title="Your analytics dashboard"
        style={{ width: '100%', height: 720, border: 0 }}
      />
      <Text size="xs" c="dimmed" p="xs">
        Shown from your analytics provider.
      </Text>
    </Card>
  );
}
