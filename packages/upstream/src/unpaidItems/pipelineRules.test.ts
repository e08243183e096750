import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  DEFAULT_PIPELINE_SETTINGS,
  REASONS,
  nextStepOf,
  stageOf,
  stepId,
  stepsDue,
  type InvoiceFacts,
  type LotFacts,
  type PipelineSettings,
} from './pipelineRules.js';

/** Sale on day 0, invoice sent on day 1: deadline day 8 with the default 7 payment days. */
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY_MS);
const settings: PipelineSettings = { ...DEFAULT_PIPELINE_SETTINGS, enabled: true, secondChance: true };

const lot = (over: Partial<LotFacts> = {}): LotFacts => ({
  lotId: 7,
  saleResultId: 70,
  saleDate: day(0),
  dispute: null,
  underbidder: { bidderId: 9, amount: 9000 },
  offer: null,
  strike: null,
  ...over,
});

const invoice = (over: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  invoiceId: 1,
  sentAt: day(1),
  isPaid: false,
  channel: 'INV',
  ebay: false,
  paused: null,
  excluded: false,
  disputeTermsAccepted: true,
  lots: [lot()],
  done: new Set(),
  ...over,
});

const kinds = (facts: InvoiceFacts, now: Date, s = settings) =>
  stepsDue(facts, s, now).map((step) => `${step.kind}:${step.stepKey}:${step.outcome}`);

const openDispute = (status: 'b' | 'x', openedAt: Date, statusChangedAt = openedAt) => ({
  id: 5,
  status,
  openedAt,
  statusChangedAt,
  automatic: true,
});

describe('the deadline and the reminders', () => {
  it('waits until the first reminder (2 days before the deadline)', () => {
    expect(kinds(invoice(), day(5.9))).toEqual([]);
    expect(stageOf(invoice(), settings, day(5.9))).toBe('WAITING');
    expect(nextStepOf(invoice(), settings, day(2))).toMatchObject({ kind: 'REMIND', dueAt: day(6) });
  });

  it('reminds 2 days before and at the deadline, each once', () => {
    expect(kinds(invoice(), day(6))).toEqual(['REMIND:d2:DO']);
    const reminded = invoice({ done: new Set([stepId('REMIND', 'd2')]) });
    expect(stageOf(reminded, settings, day(7))).toBe('REMINDED');
    expect(kinds(reminded, day(8))).toEqual(['REMIND:d0:DO']);
    expect(stageOf(reminded, settings, day(8))).toBe('PAST_DEADLINE');
  });

  it('sends only the latest reminder that came due while the job did not run; the earlier is skipped', () => {
    expect(kinds(invoice(), day(8.5))).toEqual(['REMIND:d2:SKIP', 'REMIND:d0:DO']);
    expect(stepsDue(invoice(), settings, day(8.5))[0]?.reason).toBe(REASONS.reminderSuperseded);
    expect(kinds(invoice(), day(6.5))).toEqual(['REMIND:d2:DO']);
    // What happens next is the reminder it will send, not the one it will skip.
    expect(nextStepOf(invoice(), settings, day(8.5))).toMatchObject({ kind: 'REMIND', dueAt: day(8) });
  });

  it('counts the deadline from the payment days', () => {
    const s = { ...settings, paymentDays: 10, reminderDaysBefore: [1] };
    expect(nextStepOf(invoice(), s, day(1))).toMatchObject({ kind: 'REMIND', dueAt: day(10) });
  });
});

describe('the dispute window and the close', () => {
  const reminded = new Set([stepId('REMIND', 'd2'), stepId('REMIND', 'd0')]);

  it('opens the dispute a day past the deadline', () => {
    expect(kinds(invoice({ done: reminded }), day(8.9))).toEqual([]);
    expect(kinds(invoice({ done: reminded }), day(9))).toEqual(['OPEN_DISPUTE:lot7:DO']);
  });

  it('never before the window opens (more than 4 days after the sale)', () => {
    const early = invoice({ sentAt: day(-6), done: reminded }); // deadline day 1, +1 = day 2
    expect(kinds(early, day(4.5))).toEqual([]);
    expect(nextStepOf(early, settings, day(4.5))).toMatchObject({ kind: 'OPEN_DISPUTE', dueAt: day(5) });
    expect(kinds(early, day(5))).toEqual(['OPEN_DISPUTE:lot7:DO']);
  });

  it('skips the open at 50 days after the sale or later', () => {
    expect(kinds(invoice({ done: reminded }), day(49.9))).toEqual(['OPEN_DISPUTE:lot7:DO']);
    const late = stepsDue(invoice({ done: reminded }), settings, day(50));
    expect(late).toMatchObject([{ kind: 'OPEN_DISPUTE', outcome: 'SKIP', reason: REASONS.windowClosed }]);
  });

  it('skips the open on a lot that already has a dispute staff opened', () => {
    const manual = { ...openDispute('b', day(6)), automatic: false };
    const due = stepsDue(invoice({ done: reminded, lots: [lot({ dispute: manual })] }), settings, day(9));
    expect(due).toMatchObject([{ kind: 'OPEN_DISPUTE', outcome: 'SKIP', reason: REASONS.disputeExists }]);
  });

  it('does not open when the house turned automatic opening off', () => {
    expect(kinds(invoice({ done: reminded }), day(20), { ...settings, autoOpenDispute: false })).toEqual([]);
  });

  it('closes only after 4 days open, with the stage moving from DISPUTED to CLOSED', () => {
    const done = new Set([...reminded, stepId('OPEN_DISPUTE', 'lot7')]);
    const disputed = invoice({ done, lots: [lot({ dispute: openDispute('b', day(9)) })] });
    expect(stageOf(disputed, settings, day(10))).toBe('DISPUTED');
    expect(kinds(disputed, day(12.9))).toEqual([]);
    expect(kinds(disputed, day(13))).toEqual(['CLOSE_DISPUTE:lot7:DO']);
    const closed = invoice({ done, lots: [lot({ dispute: openDispute('x', day(9), day(13)) })] });
    expect(stageOf(closed, settings, day(13))).toBe('CLOSED');
  });

  it('does not close while the house has not accepted the dispute terms, and says why', () => {
    const done = new Set([...reminded, stepId('OPEN_DISPUTE', 'lot7')]);
    const disputed = invoice({
      done,
      disputeTermsAccepted: false,
      lots: [lot({ dispute: openDispute('b', day(9)) })],
    });
    expect(kinds(disputed, day(14))).toEqual([]);
    expect(nextStepOf(disputed, settings, day(14))?.reason).toBe(REASONS.termsRequired);
  });

  it('does not close when automatic closing is off', () => {
    const done = new Set([...reminded, stepId('OPEN_DISPUTE', 'lot7')]);
    const disputed = invoice({ done, lots: [lot({ dispute: openDispute('b', day(9)) })] });
    expect(kinds(disputed, day(20), { ...settings, autoCloseDispute: false })).toEqual([]);
  });
});

describe('floor and eBay bidders', () => {
  it('a floor bidder gets reminders only, stays PAST_DEADLINE and is told why', () => {
    const floor = invoice({
      channel: 'Floor',
      done: new Set([stepId('REMIND', 'd2'), stepId('REMIND', 'd0')]),
    });
    expect(kinds(floor, day(30))).toEqual([]);
    expect(stageOf(floor, settings, day(30))).toBe('PAST_DEADLINE');
    expect(nextStepOf(floor, settings, day(30))).toMatchObject({
      kind: 'OPEN_DISPUTE',
      reason: 'Floor bidder: Disputes cannot be opened on lots won by floor bidders',
    });
    expect(kinds(invoice({ channel: 'Floor' }), day(6))).toEqual(['REMIND:d2:DO']);
  });

  it('an eBay bidder gets no e-mail reminders (skipped with the reason), but the dispute opens', () => {
    const ebay = invoice({ ebay: true });
    expect(stepsDue(ebay, settings, day(8))).toMatchObject([
      { kind: 'REMIND', outcome: 'SKIP', reason: REASONS.ebayReminder },
      { kind: 'REMIND', outcome: 'SKIP', reason: REASONS.ebayReminder },
    ]);
    const reminded = invoice({ ebay: true, done: new Set([stepId('REMIND', 'd2'), stepId('REMIND', 'd0')]) });
    expect(kinds(reminded, day(9))).toEqual(['OPEN_DISPUTE:lot7:DO']);
  });
});

describe('what stops the pipeline', () => {
  it('a payment stops it: no step, no stage, nothing next', () => {
    const paid = invoice({ isPaid: true });
    expect(kinds(paid, day(20))).toEqual([]);
    expect(stageOf(paid, settings, day(20))).toBeNull();
    expect(nextStepOf(paid, settings, day(20))).toBeNull();
  });

  it('a pause (invoice or buyer) stops it and is its stage', () => {
    for (const paused of ['INVOICE', 'BIDDER'] as const) {
      expect(kinds(invoice({ paused }), day(20))).toEqual([]);
      expect(stageOf(invoice({ paused }), settings, day(20))).toBe('PAUSED');
    }
  });

  it('an excluded buyer is never touched', () => {
    expect(kinds(invoice({ excluded: true }), day(20))).toEqual([]);
    expect(stageOf(invoice({ excluded: true }), settings, day(20))).toBe('EXCLUDED');
  });

  it('the automation off: nothing, and the invoice is not listed', () => {
    const off = { ...settings, enabled: false };
    expect(kinds(invoice(), day(20), off)).toEqual([]);
    expect(stageOf(invoice(), off, day(20))).toBeNull();
  });

  it('an unsent invoice is not in the pipeline', () => {
    expect(kinds(invoice({ sentAt: null }), day(20))).toEqual([]);
    expect(stageOf(invoice({ sentAt: null }), settings, day(20))).toBeNull();
  });
});

describe('second-chance offers and expiries', () => {
  const closedDone = new Set([
    stepId('REMIND', 'd2'),
    stepId('REMIND', 'd0'),
    stepId('OPEN_DISPUTE', 'lot7'),
    stepId('CLOSE_DISPUTE', 'lot7'),
  ]);
  const closedLot = (over: Partial<LotFacts> = {}) =>
    lot({ dispute: openDispute('x', day(9), day(13)), ...over });

  it('offers the lot to the underbidder once the dispute is closed', () => {
    expect(kinds(invoice({ done: closedDone, lots: [closedLot()] }), day(13))).toEqual([
      'OFFER_SECOND_CHANCE:lot7:DO',
    ]);
  });

  it('skips the offer when nobody else bid, and makes none when the setting is off', () => {
    const alone = invoice({ done: closedDone, lots: [closedLot({ underbidder: null })] });
    expect(stepsDue(alone, settings, day(13))).toMatchObject([
      { outcome: 'SKIP', reason: REASONS.noUnderbidder },
    ]);
    expect(
      kinds(invoice({ done: closedDone, lots: [closedLot()] }), day(13), DEFAULT_PIPELINE_SETTINGS),
    ).toEqual([]);
  });

  it('expires a sent offer after its days, even once the invoice is paid', () => {
    const offered = (isPaid: boolean) =>
      invoice({
        isPaid,
        done: new Set([...closedDone, stepId('OFFER_SECOND_CHANCE', 'lot7')]),
        lots: [closedLot({ offer: { id: 3, state: 'SENT', expiresAt: day(16) } })],
      });
    expect(stageOf(offered(false), settings, day(14))).toBe('OFFERED');
    expect(kinds(offered(false), day(15.9))).toEqual([]);
    expect(kinds(offered(false), day(16))).toEqual(['EXPIRE_OFFER:lot7:DO']);
    expect(kinds(offered(true), day(16))).toEqual(['EXPIRE_OFFER:lot7:DO']);
  });

  it('expires the automatic strike at its date, once; a strike without a date never expires', () => {
    const struck = (expiresAt: Date | null, done = closedDone) =>
      invoice({ isPaid: true, done, lots: [closedLot({ strike: { id: 4, expiresAt } })] });
    expect(kinds(struck(day(378)), day(377))).toEqual([]);
    expect(kinds(struck(day(378)), day(378))).toEqual(['EXPIRE_STRIKE:lot7:DO']);
    expect(
      kinds(struck(day(378), new Set([...closedDone, stepId('EXPIRE_STRIKE', 'lot7')])), day(400)),
    ).toEqual([]);
    expect(kinds(struck(null), day(4000))).toEqual([]);
  });
});
