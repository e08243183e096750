import type * as Charts from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';

/*
 * The charts' code (@mantine/charts and recharts, about 100 KB gzipped) loads after the page is
 * usable (issue 23): each section's table and figures show at once, its chart when the library
 * arrives. The route table does not count these (they are not declared by the page module itself).
 */
let chartsModule: Promise<typeof Charts> | null = null;
/** Whether the library has arrived (or failed to: the chart's Suspense then meets the error). */
let chartsSettled = false;
const loadCharts = () =>
  (chartsModule ??= import('@mantine/charts').finally(() => {
    chartsSettled = true;
  }));
const LazyBarChart = lazy(() => loadCharts().then((m) => ({ default: m.BarChart })));
const LazyLineChart = lazy(() => loadCharts().then((m) => ({ default: m.LineChart })));

type BarChartProps = ComponentProps<typeof LazyBarChart>;
type LineChartProps = ComponentProps<typeof LazyLineChart>;

/*
 * The charts draw one after the other, each in tasks of its own: recharts takes tens of ms a chart,
 * and the dashboard's five drawn in one task held the main thread for hundreds of ms, which a person
 * scrolling the page felt. A chart's turn ends once it is drawn and the page is idle again, or
 * when it leaves the page. No chart starts while the page scrolls: a chart's draw (50-150 ms on a
 * busy machine, recharts' own re-renders) cannot be cut, so it waits until the scrolling has paused.
 */
type Turn = () => void;
const waiting: Turn[] = [];
let current: Turn | null = null;

/** How long the page must have stood still before the next chart draws. */
const SCROLL_PAUSE_MS = 400;
let lastScroll = Number.NEGATIVE_INFINITY;
let resumeTimer: ReturnType<typeof setTimeout> | null = null;
let watchingScroll = false;

/** Notes the time of every scroll, of the page or of any scroll area in it (capture phase). */
function watchScroll() {
  if (watchingScroll || typeof window === 'undefined') return;
  watchingScroll = true;
  window.addEventListener(
    'scroll',
    () => {
      lastScroll = performance.now();
    },
    { capture: true, passive: true },
  );
}

function advance() {
  current = null;
  // The library first, so a chart's turn starts its draw at once, never a fetch and a parse whose
  // end (and the draw after it) would come in the middle of a scroll.
  if (!chartsSettled) {
    const resume = () => {
      if (current === null && resumeTimer === null) advance();
    };
    void loadCharts().then(resume, resume);
    return;
  }
  const wait = lastScroll + SCROLL_PAUSE_MS - performance.now();
  if (wait > 0) {
    resumeTimer ??= setTimeout(() => {
      resumeTimer = null;
      if (current === null) advance();
    }, wait);
    return;
  }
  current = waiting.shift() ?? null;
  current?.();
}

function enqueue(turn: Turn) {
  watchScroll();
  waiting.push(turn);
  if (current === null && resumeTimer === null) advance();
}

function finish(turn: Turn) {
  const queued = waiting.indexOf(turn);
  if (queued >= 0) waiting.splice(queued, 1);
  if (current !== turn) return;
  const next = () => {
    if (current === turn) advance();
  };
  // When the main thread is next idle: after the chart's own measuring (ResizeObserver) has redrawn
  // it at its size, so that redraw and the next chart's first one never share a task.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(next, { timeout: 1_000 });
  else setTimeout(next, 0);
}

/** Whether this chart's turn has come, and the call that says it is drawn. */
function useChartTurn(): { ready: boolean; drawn: () => void } {
  const turn = useRef<Turn | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const run = () => setReady(true);
    turn.current = run;
    enqueue(run);
    return () => finish(run);
  }, []);
  const drawn = useCallback(() => {
    if (turn.current) finish(turn.current);
  }, []);
  return { ready, drawn };
}

/** Rendered beside the chart inside its Suspense boundary: its effect runs once the chart is drawn. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

export function BarChart(props: BarChartProps) {
  const { ready, drawn } = useChartTurn();
  const placeholder = <Skeleton h={props.h} animate={false} />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyBarChart {...props} />
      <Drawn onDrawn={drawn} />
    </Suspense>
  );
}

export function LineChart(props: LineChartProps) {
  const { ready, drawn } = useChartTurn();
  const placeholder = <Skeleton h={props.h} animate={false} />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyLineChart {...props} />
      <Drawn onDrawn={drawn} />
    </Suspense>
  );
}
