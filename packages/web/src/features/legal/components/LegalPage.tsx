import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import type { LegalSection } from '../model/legalTexts';
import { ContactCard } from './ContactCard';

/** A legal page's frame: back link, title, its sections and the contact block. */
export function LegalPage({
  title,
  sections = [],
  children,
}: {
  title: string;
  sections?: readonly LegalSection[];
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg" maw={820} mx="auto">
      <Anchor component={Link} to="/" size="sm">
        Back
      </Anchor>
      <Title order={1}>{title}</Title>
      {children}
      {sections.length > 0 ? (
        <Paper p="lg">
          <Stack gap="lg">
            {sections.map((section) => (
              <section key={section.heading}>
                <Title order={2} size="h4" mb="xs">
                  {section.heading}
                </Title>
                {section.paragraphs.map((p) => (
                  <Text key={p} size="sm" mb="xs">
                    {p}
                  </Text>
                ))}
              </section>
            ))}
          </Stack>
        </Paper>
      ) : null}
      <ContactCard />
    </Stack>
  );
}
