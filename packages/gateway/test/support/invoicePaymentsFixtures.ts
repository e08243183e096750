import { createTestDatabase, startUpstream, type TestDatabase } from '@ah/upstream/testing';
import { localDate } from '../../src/shared/houseDate.js';
import { startStack, type Stack } from '../../src/testing.js';
import { dataOf, gql, type Caller, type GraphqlResponse } from './graphql.js';

/**
 * Fixtures of the invoice payments suite: the whole stack (gateway over HTTP, real upstream on PGlite
 * or PostgreSQL), the demo callers, the demo house's invoices as group details shows them, and the
 * few upstream rows a test sets up directly (test cards, dates, house settings) — states the product
 * has no screen for. Answers always come from the real services.
 */

export const PASSWORD = 'demo-password';
export const HOUSE_REF = 'HDEMO4AUCT';

/** The seeded test cards (packages/upstream/src/invoicePayments/testCards.ts). */
export const CARDS = {
  approved: '4242424242424242',
  approvedMasterCard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  overLimit: '4000000000000259',
  achOnly: 'ach:000123456789',
} as const;

export interface Row {
  id: string;
  groupId: string;
  invoiceStatus: string;
  outstandingBalance: string;
  batchChargeEligible: boolean;
  batchChargeIneligibilityReason: string | null;
  channel: string;
  approvalId: string;
  memberId: string;
}

const ROWS = `query Rows($id: ID!) {
  invoiceGroupDetails(invoiceGroupId: $id) {
    invoices(page: 1, pageSize: 200) { items {
      id invoiceStatus outstandingBalance batchChargeEligible batchChargeIneligibilityReason channel approvalId memberId
    } }
  }
}`;

/** The invoice columns tests set directly. */
export type InvoiceFixture = Partial<{
  online_payment_stat: 'p' | 'h' | null;
  pending_payment_method_id: number | null;
  sent_at: Date | null;
  edited_at: Date | null;
  auto_charge_date: string | null;
  charge_tax: number;
  charge_shipping: number;
  charge_insurance: number;
  charge_other: number;
  add_tax: number;
  add_shipping: number;
  add_insurance: number;
  add_other: number;
}>;

export class PaymentsFixture {
  stack!: Stack;
  url = '';
  readonly callers: Record<'staff' | 'clerk' | 'super' | 'other', Caller> = {
    staff: {},
    clerk: {},
    super: {},
    other: {},
  };
  houseId = 0;
  timeZone = 'America/New_York';
  groupIds: string[] = [];
  private database: TestDatabase | null = null;
  private rows: Row[] = [];
  private readonly usedInvoices = new Set<string>();
  /** A test that changes a bidder or registration must not share it with another test's invoice. */
  private readonly usedMembers = new Set<string>();
  private readonly usedApprovals = new Set<string>();
  /** The seed's card payments of paid invoices end here; the tests count only their own. */
  private seededChargeMaxId = 0;
  /**
   * The seed's audit entries end here. The unpaid-items automation's seed writes some (reminders, a
   * pause), on invoices that depend on the day the seed runs; the tests read only their own.
   */
  seededAuditMaxId = 0;

  constructor(readonly postgres: boolean) {}

  get db() {
    return this.stack.upstream.db;
  }

  get databaseUrl(): string | null {
    return this.database?.url ?? null;
  }

  async start(): Promise<void> {
    if (this.postgres) this.database = await createTestDatabase();
    this.stack = await startStack(this.database ? { databaseUrl: this.database.url } : {});
    this.url = this.stack.gatewayUrl;
    for (const [who, house, user] of [
      ['staff', 'demo', 'staff'],
      ['clerk', 'demo', 'clerk'],
      ['super', 'demo', 'super'],
      ['other', 'other', 'staff'],
    ] as const)
      this.callers[who] = { cookie: await this.stack.login(house, user, PASSWORD) };
    const house = await this.db
      .selectFrom('houses')
      .select(['id', 'time_zone'])
      .where('ref', '=', HOUSE_REF)
      .executeTakeFirstOrThrow();
    this.houseId = house.id;
    this.timeZone = house.time_zone;
    this.seededChargeMaxId = Number(
      (
        await this.db
          .selectFrom('card_charges')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max ?? 0,
    );
    this.seededAuditMaxId = Number(
      (
        await this.db
          .selectFrom('invoice_audit')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max ?? 0,
    );
    const groups = await this.db
      .selectFrom('invoice_groups')
      .select('id')
      .where('house_id', '=', house.id)
      .orderBy('id')
      .execute();
    this.groupIds = groups.map((g) => String(g.id));
    await this.reload();
  }

  async stop(): Promise<void> {
    await this.stack?.close();
    await this.database?.drop();
  }

  /** Every invoice of the demo house as group details shows it now. */
  async reload(): Promise<void> {
    this.rows = [];
    for (const groupId of this.groupIds) {
      const details = dataOf<{ invoiceGroupDetails: { invoices: { items: Omit<Row, 'groupId'>[] } } }>(
        await this.gql(ROWS, { id: groupId }),
      ).invoiceGroupDetails;
      this.rows.push(...details.invoices.items.map((r) => ({ ...r, groupId })));
    }
  }

  gql(
    query: string,
    variables: Record<string, unknown> = {},
    who: Caller = this.callers.staff,
  ): Promise<GraphqlResponse> {
    return gql(this.url, query, variables, who);
  }

  /** An invoice no other test took (nor its bidder or registration), in the state `test` asks for. */
  take(test: (row: Row) => boolean = (r) => r.batchChargeEligible): Row {
    const row = this.rows.find(
      (r) =>
        !this.usedInvoices.has(r.id) &&
        !this.usedMembers.has(r.memberId) &&
        !this.usedApprovals.has(r.approvalId) &&
        test(r),
    );
    if (!row) throw new Error('no invoice left in the seed for this test');
    this.usedInvoices.add(row.id);
    this.usedMembers.add(row.memberId);
    this.usedApprovals.add(row.approvalId);
    return row;
  }

  /** `n` invoices of one group, each as `take` would choose it. */
  takeTogether(n: number, test: (row: Row) => boolean = (r) => r.batchChargeEligible): Row[] {
    for (const groupId of this.groupIds) {
      const free = this.rows.filter(
        (r) =>
          r.groupId === groupId &&
          !this.usedInvoices.has(r.id) &&
          !this.usedMembers.has(r.memberId) &&
          !this.usedApprovals.has(r.approvalId) &&
          test(r),
      );
      const members = new Set(free.map((r) => r.memberId));
      if (members.size < n) continue;
      const picked: Row[] = [];
      for (let i = 0; i < n; i++) picked.push(this.take((r) => r.groupId === groupId && test(r)));
      return picked;
    }
    throw new Error('no group has enough invoices left in the seed for this test');
  }

  /** YYYY-MM-DD in the house's time zone, `days` from today. */
  day(days = 0): string {
    const today = localDate(this.timeZone);
    return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  }

  giveCard(row: Row, token: string | null) {
    return this.db
      .updateTable('approvals')
      .set({ payment_token: token, has_card_on_file: token !== null })
      .where('id', '=', Number(row.approvalId))
      .execute();
  }

  async setInvoice(row: Row, values: InvoiceFixture): Promise<void> {
    await this.db.updateTable('invoices').set(values).where('id', '=', Number(row.id)).execute();
  }

  cardCharges(row: Row): Promise<number> {
    return this.db
      .selectFrom('card_charges')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('invoice_id', '=', Number(row.id))
      .where('id', '>', this.seededChargeMaxId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  /** A second upstream process on the same PostgreSQL database (the gateway keeps using the first). */
  async secondUpstream() {
    if (!this.database) throw new Error('a second upstream needs PostgreSQL');
    return startUpstream({ databaseUrl: this.database.url, seed: false });
  }

  async houseSettings(values: { payment_processing_enabled?: boolean; processor_type?: 'p' | 's' | 'w' }) {
    await this.db.updateTable('houses').set(values).where('id', '=', this.houseId).execute();
  }

  /** Pays every visible line in full without marking it paid (nothing left to charge, status not Paid). */
  async settleWithoutMarking(row: Row) {
    const lines = await this.db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', '=', Number(row.id))
      .where('suppress', '=', false)
      .execute();
    for (const l of lines)
      await this.db
        .updateTable('invoice_lines')
        .set({
          amount_paid: Math.max(
            0,
            l.hammer + l.premium + l.live_fee + l.tax + l.shipping + l.insurance + l.other,
          ),
          add_tax: 0,
          add_shipping: 0,
          add_insurance: 0,
          add_other: 0,
        })
        .where('id', '=', l.id)
        .execute();
    await this.setInvoice(row, {
      charge_tax: 0,
      charge_shipping: 0,
      charge_insurance: 0,
      charge_other: 0,
      add_tax: 0,
      add_shipping: 0,
      add_insurance: 0,
      add_other: 0,
    });
  }
}
