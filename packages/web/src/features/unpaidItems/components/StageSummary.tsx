import { Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { UnpaidItemPipelineQuery } from '../../../__generated__/graphql';
import { formatMoney } from '../../../ui/moneyFormat';
import { pipelineSearch, type PipelineParams } from '../model/pipelineParams';
import { ASIDE_STAGES, PIPELINE_STAGES, stageLabel, type UnpaidStage } from '../model/unpaidItemTexts';
import classes from './UnpaidItemsTabs.module.css';

type StageCount = NonNullable<UnpaidItemPipelineQuery['unpaidItemPipeline']>['stages'][number];

/**
 * The stages with their counts and amounts over the whole house (issue 36: "unpaid invoices by stage
 * … with counts and amounts"). Each is a link to the list filtered to it; "All stages" clears it.
 * Paused and excluded invoices are not in the pipeline, so they come after, set apart.
 */
export function StageSummary({ stages, view }: { stages: readonly StageCount[]; view: PipelineParams }) {
  const of = (stage: UnpaidStage) => stages.find((s) => s.stage === stage);
  const card = (stage: UnpaidStage | null, label: string, count: number, amount: string | null) => {
    const active = view.stage === stage;
    return (
      <UnstyledButton
        key={stage ?? 'all'}
        component={Link}
        to={pipelineSearch({ ...view, stage, page: 1 }) || '?'}
        className={classes.stage}
        data-active={active || undefined}
        aria-current={active ? 'true' : undefined}
      >
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Group gap={6} align="baseline" wrap="nowrap">
          <Text fw={700} size="lg">
            {count}
          </Text>
          {amount ? (
            <Text size="sm" c="dimmed">
              {formatMoney(amount)}
            </Text>
          ) : null}
        </Group>
      </UnstyledButton>
    );
  };
  const inPipeline = PIPELINE_STAGES.reduce((sum, stage) => sum + (of(stage)?.count ?? 0), 0);
  return (
    <nav aria-label="Stages">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs">
        {card(null, 'All stages', inPipeline, null)}
        {PIPELINE_STAGES.map((stage) =>
          card(stage, stageLabel(stage), of(stage)?.count ?? 0, of(stage)?.amountDue ?? '0.00'),
        )}
      </SimpleGrid>
      <Group gap="xs" mt="xs">
        {ASIDE_STAGES.map((stage) => card(stage, stageLabel(stage), of(stage)?.count ?? 0, null))}
      </Group>
    </nav>
  );
}
