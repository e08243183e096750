import { BarChart, LineChart } from './LazyCharts';
import { channelName } from '@ah/schema';
import { Group, Paper, Text } from '@mantine/core';
import { formatMoney } from '../../../ui/moneyFormat';
import {
  channelsTable,
  chartNumber,
  engagementTable,
  keywordsTable,
  overTimeTable,
  promotionsTable,
  type CampaignReportData,
} from '../model/sectionTables';
import { monthsSoFar } from '../model/saleCalendar';
import { ReportSection } from './ReportSection';

const CHART_HEIGHT = 260;
/**
 * A chart by sale draws the most recent sales only: a bar per sale of a whole house (hundreds) is
 * unreadable and costs recharts hundreds of ms to draw; the table beside it lists every sale.
 */
export const CHART_SALES = 20;
const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** The rows a chart by sale draws (the rows are oldest first), and its note when some are left out. */
function recentSales<T>(rows: readonly T[]): { rows: readonly T[]; note?: string } {
  if (rows.length <= CHART_SALES) return { rows };
  return {
    rows: rows.slice(-CHART_SALES),
    note: `The chart shows the ${CHART_SALES} most recent of ${rows.length} sales; the table lists them all.`,
  };
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper withBorder p="xs" miw={140}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Featured-lot promotions ($249 per lot, sales §2 Review & Publish) and what they brought. */
export function PromotionsSection({ report }: { report: CampaignReportData }) {
  const { totals } = report.promotions;
  const charted = recentSales(report.promotions.rows);
  return (
    <ReportSection
      title="Featured-lot promotions"
      description="Lots featured in Review & Publish, what it cost and how they sold."
      table={promotionsTable(report)}
      chartNote={charted.note}
      summary={
        <Group gap="sm">
          <Figure label="Featured lots" value={String(totals.featuredLots)} />
          <Figure label="Promotion fees" value={formatMoney(totals.fee)} testId="promotion-fees" />
          <Figure label="Featured hammer" value={formatMoney(totals.hammer)} />
        </Group>
      }
      chart={
        <BarChart
          h={CHART_HEIGHT}
          data={charted.rows.map((r) => ({
            sale: r.title,
            Fee: chartNumber(r.fee),
            Hammer: chartNumber(r.hammer),
          }))}
          dataKey="sale"
          valueFormatter={dollars}
          // Two series: the legend says which bar is the fee and which the hammer.
          withLegend
          series={[
            { name: 'Fee', color: 'orange.6' },
            { name: 'Hammer', color: 'blue.6' },
          ]}
        />
      }
    />
  );
}

/** Sell-through, hammer against estimates, and winning bids by channel. */
export function PerformanceSection({ report }: { report: CampaignReportData }) {
  const { totals } = report.performance;
  return (
    <ReportSection
      title="Sale performance"
      description="Sold lots have a result that was not passed; estimates compare sold lots with both estimates."
      table={channelsTable(report)}
      empty={totals.lots === 0}
      summary={
        <Group gap="sm">
          <Figure
            label="Sell-through"
            value={
              totals.sellThroughPercent === null || totals.sellThroughPercent === undefined
                ? '—'
                : `${totals.sellThroughPercent}%`
            }
            testId="sell-through"
          />
          <Figure label="Lots sold" value={`${totals.soldLots} of ${totals.lots}`} />
          <Figure label="Hammer" value={formatMoney(totals.hammer)} testId="total-hammer" />
          <Figure label="Bidders" value={String(totals.bidders)} />
          <Figure
            label="Estimates (low – high)"
            value={`${formatMoney(totals.lowEstimate)} – ${formatMoney(totals.highEstimate)}`}
          />
          <Figure label="Hammer of those lots" value={formatMoney(totals.estimatedHammer)} />
          <Figure
            label="Below / within / above"
            value={`${totals.belowLowLots} / ${totals.withinEstimateLots} / ${totals.aboveHighLots}`}
          />
        </Group>
      }
      chart={
        <BarChart
          h={CHART_HEIGHT}
          data={report.performance.byChannel.map((c) => ({
            channel: channelName(c.channel),
            'Winning bids': c.winningBids,
            Bidders: c.bidders,
          }))}
          dataKey="channel"
          withLegend
          series={[
            { name: 'Winning bids', color: 'blue.6' },
            { name: 'Bidders', color: 'teal.6' },
          ]}
        />
      }
    />
  );
}

/**
 * Results by month of the sale. The table lists every month of the chosen sales; the line stops at
 * `currentMonth` (house time zone), as months to come have no results yet.
 */
export function OverTimeSection({
  report,
  currentMonth,
}: {
  report: CampaignReportData;
  currentMonth: string;
}) {
  return (
    <ReportSection
      title="Results over time"
      description="Hammer of sold lots by month of the sale."
      table={overTimeTable(report)}
      chart={
        <LineChart
          h={CHART_HEIGHT}
          data={monthsSoFar(report.performance.overTime, currentMonth).map((m) => ({
            month: m.month,
            Hammer: chartNumber(m.hammer),
          }))}
          dataKey="month"
          valueFormatter={dollars}
          series={[{ name: 'Hammer', color: 'blue.6' }]}
        />
      }
    />
  );
}

/** Lot views and watchers by sale. */
export function EngagementSection({ report }: { report: CampaignReportData }) {
  const charted = recentSales(report.engagement.rows);
  return (
    <ReportSection
      title="Lot views and watchers"
      description={`${report.engagement.views} views and ${report.engagement.watchers} watchers on ${report.engagement.lots} lots.`}
      table={engagementTable(report)}
      chartNote={charted.note}
      chart={
        <BarChart
          h={CHART_HEIGHT}
          data={charted.rows.map((r) => ({ sale: r.title, Views: r.views, Watchers: r.watchers }))}
          dataKey="sale"
          withLegend
          series={[
            { name: 'Views', color: 'grape.6' },
            { name: 'Watchers', color: 'teal.6' },
          ]}
        />
      }
    />
  );
}

/** Keywords customers follow (the keywords report's source). */
export function KeywordsSection({ report }: { report: CampaignReportData }) {
  return (
    <ReportSection
      title="Keywords report"
      description="Keywords your customers follow; new followers count within the date range."
      table={keywordsTable(report)}
      chart={
        <BarChart
          h={CHART_HEIGHT}
          data={report.keywords.slice(0, 10).map((k) => ({ keyword: k.keyword, Followers: k.followers }))}
          dataKey="keyword"
          orientation="vertical"
          // Every keyword labelled (recharts would skip every other one to save room).
          yAxisProps={{ width: 120, interval: 0 }}
          series={[{ name: 'Followers', color: 'indigo.6' }]}
        />
      }
    />
  );
}
