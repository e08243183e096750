import { createContext, useContext, type ReactNode } from 'react';

/**
 * What every invoice change sends besides its input: the group, and which screen's totals come back
 * with the answer (the editor's, for the invoice ids it shows, or group details'), so the cache
 * updates the totals without a reload.
 */
export interface InvoiceChangeScope {
  invoiceGroupId: string;
  editorInvoiceIds: string[] | null;
  withEditor: boolean;
  withDetails: boolean;
}

const InvoiceChangeScopeContext = createContext<InvoiceChangeScope | null>(null);

export function InvoiceChangeScopeProvider({
  scope,
  children,
}: {
  scope: InvoiceChangeScope;
  children: ReactNode;
}) {
  return <InvoiceChangeScopeContext.Provider value={scope}>{children}</InvoiceChangeScopeContext.Provider>;
}

export function useInvoiceChangeScope(): InvoiceChangeScope {
  const scope = useContext(InvoiceChangeScopeContext);
  if (!scope) throw new Error('useInvoiceChangeScope is used outside an invoice screen');
  return scope;
}

/** The variables of a change mutation: its input and the screen's scope. */
export function changeVariables<TInput>(scope: InvoiceChangeScope, input: TInput) {
  return {
    input,
    editorInvoiceIds: scope.editorInvoiceIds,
    withEditor: scope.withEditor,
    withDetails: scope.withDetails,
  };
}
