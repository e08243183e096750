import type { ReactNode } from 'react';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import type { WizardFlow } from '../model/wizardFlow';
import { wizardPageTitle } from '../model/stepTitles';
import { StepIndicator } from './StepIndicator';

export interface WizardFrameProps {
  flow: WizardFlow;
  step: number;
  hasShippingPolicy: boolean;
  /** The sale or session name under the page title, once known. */
  saleName?: string | null;
  editingItems?: boolean;
  children: ReactNode;
}

/** The wizard page: its flow's title ("DIY Session"), the step indicator, then the step's form. */
export function WizardFrame({
  flow,
  step,
  hasShippingPolicy,
  saleName,
  editingItems,
  children,
}: WizardFrameProps) {
  const title = wizardPageTitle(flow);
  useDocumentTitle(title);
  return (
    <>
      <PageHeader
        eyebrow={flow === 'fixedPrice' ? 'Fixed-Price Sale' : 'Session'}
        title={title}
        description={saleName || undefined}
      />
      <StepIndicator
        flow={flow}
        step={step}
        hasShippingPolicy={hasShippingPolicy}
        editingItems={editingItems}
      />
      {children}
    </>
  );
}
