import { Paper, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { WizardFlow } from '../model/wizardFlow';
import { indicatorSteps, normalizeStep, stepHeading } from '../model/stepTitles';

export interface StepIndicatorProps {
  flow: WizardFlow;
  /** The step in the URL (normalized here: below 1 or unknown is step 1). */
  step: number | string | undefined;
  hasShippingPolicy: boolean;
  /** Fixed-price step 2 reached to edit items. */
  editingItems?: boolean;
}

/**
 * "Step N: title" and the list of the flow's steps (sales §2 "Step titles"). The steps are not links:
 * the wizard moves by its own Continue buttons, which save first.
 */
export function StepIndicator({ flow, step, hasShippingPolicy, editingItems }: StepIndicatorProps) {
  const current = normalizeStep(step, flow);
  const heading = stepHeading(flow, current, { editingItems });
  const steps = indicatorSteps(flow, hasShippingPolicy, { editingItems });
  // Below 1200 px seven labels would crowd: the numbered dots stay, the heading names the step.
  const roomy = useMediaQuery('(min-width: 1200px)', true);
  return (
    <Paper p={{ base: 'sm', sm: 'md' }} mb="lg" component="nav" aria-label="Wizard steps">
      {heading ? (
        <Title order={2} mb="sm" data-testid="step-heading">
          {heading}
        </Title>
      ) : null}
      <Stepper
        active={current - 1}
        size="sm"
        iconSize={28}
        allowNextStepsSelect={false}
        wrap={false}
        styles={{
          steps: { overflowX: 'auto' },
          // A long title takes two lines rather than pushing the last step out of view (seven
          // labels on one line do not fit a 1440 px screen beside the navigation).
          stepLabel: {
            maxWidth: '6.5rem',
            textWrap: 'balance',
            lineHeight: 1.25,
            fontSize: 'var(--mantine-font-size-sm)',
          },
          separator: { marginInline: 8, minWidth: 12 },
        }}
      >
        {steps.map((s) => (
          <Stepper.Step
            key={s.step}
            label={roomy ? s.title : undefined}
            // With its label shown the step is named by what it shows (WCAG 2.5.3); the narrow one says it.
            aria-label={roomy ? undefined : `Step ${s.step}: ${s.title}`}
            aria-current={s.step === current ? 'step' : undefined}
            allowStepSelect={false}
          />
        ))}
      </Stepper>
      <Text size="xs" c="dimmed" mt="xs" hiddenFrom="lg">
        {current} of {steps.length}
      </Text>
    </Paper>
  );
}
