import type { EditorInvoiceFieldsFragment } from '../../../../__generated__/graphql';
import { formatMoney } from '../../../../ui/moneyFormat';
import { RESTRICTED_ITEM_NOTE } from '../../editor/restricted';
import classes from './print.module.css';

export interface PrintInvoicePageProps {
  invoice: EditorInvoiceFieldsFragment;
  houseName: string;
  groupTitle: string;
  showLiveFee: boolean;
}

/** One invoice as a print-ready page (invoicing §2.2 "Print"): hidden lines are left out. */
export function PrintInvoicePage({ invoice, houseName, groupTitle, showLiveFee }: PrintInvoicePageProps) {
  const lines = invoice.lines.filter((line) => !line.hidden);
  const place = [invoice.city, invoice.state || invoice.province, invoice.country].filter(Boolean).join(', ');
  const money = (value: string) => <td className={classes.money}>{formatMoney(value)}</td>;
  return (
    <section className={classes.page} aria-label={`Invoice ${invoice.id}`}>
      <header className={classes.header}>
        <div>
          <div className={classes.house}>{houseName}</div>
          <div className={classes.muted}>{groupTitle}</div>
        </div>
        <div className={classes.right}>
          <div className={classes.title}>Invoice #{invoice.id}</div>
          <div className={classes.muted}>{invoice.invoiceStatusLabel}</div>
        </div>
      </header>
      <div className={classes.billTo}>
        <div className={classes.muted}>Bill to</div>
        <div className={classes.strong}>
          {invoice.firstName} {invoice.lastName}
          {invoice.paddleNumber ? ` · Paddle ${invoice.paddleNumber}` : ''} · {invoice.channel}
        </div>
        <div>{invoice.email}</div>
        {place ? <div>{place}</div> : null}
      </div>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>Session</th>
            <th>Lot</th>
            <th>Title</th>
            <th className={classes.money}>Hammer</th>
            <th className={classes.money}>BP</th>
            {showLiveFee ? <th className={classes.money}>Live Fee</th> : null}
            <th className={classes.money}>Tax</th>
            <th className={classes.money}>S/H</th>
            <th className={classes.money}>Insurance</th>
            <th className={classes.money}>Other</th>
            <th className={classes.money}>Total</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>{line.sessionIdentifier}</td>
              <td>
                {line.lotNumber}
                {line.restricted ? '*' : ''}
              </td>
              <td>{line.lotTitle}</td>
              {money(line.amounts.hammer)}
              {money(line.amounts.premium)}
              {showLiveFee ? money(line.amounts.liveFee) : null}
              {money(line.amounts.tax)}
              {money(line.amounts.shipping)}
              {money(line.amounts.insurance)}
              {money(line.amounts.other)}
              {money(line.amounts.total)}
            </tr>
          ))}
        </tbody>
      </table>
      {lines.some((line) => line.restricted) ? <p className={classes.muted}>{RESTRICTED_ITEM_NOTE}</p> : null}
      <dl className={classes.summary}>
        <dt>Total Taxes and Fees</dt>
        <dd>{formatMoney(invoice.totalTaxesAndFees)}</dd>
        <dt>Total Additional Taxes and Fees</dt>
        <dd>{formatMoney(invoice.totalAdditionalCharges)}</dd>
        <dt className={classes.strong}>Invoice Total</dt>
        <dd className={classes.strong}>{formatMoney(invoice.invoiceTotal)}</dd>
        <dt>Payments Made</dt>
        <dd>{formatMoney(invoice.paymentsMade)}</dd>
        <dt className={classes.strong}>Outstanding Balance</dt>
        <dd className={classes.strong}>{formatMoney(invoice.outstandingBalance)}</dd>
      </dl>
    </section>
  );
}
