import type { InvoiceSheetModel } from '../sheet/sheetModel';
import classes from './InvoiceSheet.module.css';

/** A label over a block of the sheet. */
function BlockLabel({ children }: { children: string }) {
  return <div className={classes.blockLabel}>{children}</div>;
}

/**
 * One invoice as the buyer gets it (invoicing §2.4): house and address, bill to, the sessions, the
 * lines with restricted marks, taxes and fees, payments made, totals, how to pay, and the template's
 * messages in sequence. The same markup prints (see the module's print rules).
 */
export function InvoiceSheet({
  sheet,
  copy = 'screen',
}: {
  sheet: InvoiceSheetModel;
  copy?: 'screen' | 'print';
}) {
  // The print copy sits beside the screen copy while printing: its ids must differ.
  const titleId = `invoice-sheet-${copy}-${sheet.invoiceId}`;
  const { payment } = sheet;
  return (
    <article
      className={classes.sheet}
      aria-labelledby={titleId}
      data-invoice-id={copy === 'screen' ? sheet.invoiceId : undefined}
    >
      <header className={classes.head}>
        <div>
          <div className={classes.house}>{sheet.houseName}</div>
          {sheet.houseAddress.length > 0 ? (
            <address className={classes.address}>
              {sheet.houseAddress.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </address>
          ) : null}
        </div>
        <div className={classes.docTitle}>
          <h2 id={titleId} className={classes.title}>
            Invoice #{sheet.invoiceId}
          </h2>
          <dl className={classes.details}>
            {sheet.details.slice(1).map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>

      <div className={classes.parties}>
        <section aria-label="Bill to">
          <BlockLabel>Bill to</BlockLabel>
          <address className={classes.billTo}>
            {sheet.billTo.map((line, index) => (
              <div key={`${index}-${line}`} className={index === 0 ? classes.strong : undefined}>
                {line}
              </div>
            ))}
          </address>
        </section>
        {sheet.sessions.length > 0 ? (
          <section aria-label="Sales">
            <BlockLabel>{sheet.sessions.length === 1 ? 'Sale' : 'Sales'}</BlockLabel>
            {sheet.sessions.map((session) => (
              <div key={session}>{session}</div>
            ))}
          </section>
        ) : null}
      </div>

      <div className={classes.tableScroll}>
        <table className={classes.lines} aria-label={`Lines of invoice ${sheet.invoiceId}`}>
          <thead>
            <tr>
              {sheet.columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={
                    column.align === 'right' ? classes.money : column.grow ? classes.grow : undefined
                  }
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.lines.map((line) => (
              <tr key={line.key} data-restricted={line.restricted || undefined}>
                {line.cells.map((cell, index) => (
                  <td
                    key={sheet.columns[index]?.label ?? index}
                    className={sheet.columns[index]?.align === 'right' ? classes.money : undefined}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sheet.restrictedNote ? <p className={classes.note}>{sheet.restrictedNote}</p> : null}

      <div className={classes.summary}>
        <div className={classes.summaryLeft}>
          {sheet.taxesAndFees.length > 0 ? (
            <section aria-label="Taxes and fees">
              <BlockLabel>Taxes and fees</BlockLabel>
              <dl className={classes.fieldList}>
                {sheet.taxesAndFees.map((field) => (
                  <div key={field.label}>
                    <dt>{field.label}</dt>
                    <dd>{field.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {sheet.payments.length > 0 ? (
            <section aria-label="Payments made">
              <BlockLabel>Payments made</BlockLabel>
              <dl className={classes.fieldList}>
                {sheet.payments.map((field, index) => (
                  <div key={`${index}-${field.label}`}>
                    <dt>{field.label}</dt>
                    <dd>{field.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <section className={classes.payment} aria-label="Payment">
            <BlockLabel>Payment</BlockLabel>
            <dl className={classes.fieldList}>
              <div>
                <dt>Payable online</dt>
                <dd>{payment.onlineTotal}</dd>
              </div>
              {payment.restrictedTotal ? (
                <div>
                  <dt>Restricted items, to be paid offline</dt>
                  <dd>{payment.restrictedTotal}</dd>
                </div>
              ) : null}
            </dl>
            <ul className={classes.paymentOptions}>
              {payment.acceptedCards.length > 0 ? (
                <li>Cards accepted: {payment.acceptedCards.join(', ')}</li>
              ) : null}
              {payment.paypalUrl ? (
                <li>
                  <a href={payment.paypalUrl} target="_blank" rel="noopener noreferrer">
                    Pay with PayPal
                  </a>
                </li>
              ) : null}
              {payment.achAllowed ? <li>Bank transfer (ACH) accepted</li> : null}
              <li>All amounts in {sheet.currencyCode}</li>
            </ul>
          </section>
        </div>
        <dl className={classes.totals} aria-label={`Totals of invoice ${sheet.invoiceId}`}>
          {sheet.totals.map((total) => (
            <div key={total.label} className={total.strong ? classes.strongTotal : undefined}>
              <dt>{total.label}</dt>
              <dd>{total.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      {sheet.messages.length > 0 ? (
        <section className={classes.messages} aria-label="Messages">
          {sheet.messages.map((message, index) => (
            <div key={`${index}-${message.header}`} className={classes.message}>
              <h3>{message.header}</h3>
              <p>{message.detail}</p>
            </div>
          ))}
        </section>
      ) : null}
    </article>
  );
}
