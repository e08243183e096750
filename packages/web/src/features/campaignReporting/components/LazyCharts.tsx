import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The charts' code (@mantine/charts and recharts, about 100 KB gzipped) loads after the page is
 * usable (issue 23): each section's table and figures show at once, its chart when the library
 * arrives. The route table does not count these (they are not declared by the page module itself).
 */
const LazyBarChart = lazy(() => import('@mantine/charts').then((m) => ({ default: m.BarChart })));
const LazyLineChart = lazy(() => import('@mantine/charts').then((m) => ({ default: m.LineChart })));

type BarChartProps = ComponentProps<typeof LazyBarChart>;
type LineChartProps = ComponentProps<typeof LazyLineChart>;

export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.h} animate={false} />}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}

export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.h} animate={false} />}>
      <LazyLineChart {...props} />
    </Suspense>
  );
}
