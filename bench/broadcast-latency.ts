/**
 * Video broadcast glass-to-glass delay (not a test; sales §2 Video Broadcast, §4 Broadcast). The real
 * stack (upstream with its embedded WHIP/WHEP relay, the gateway serving the built web app) and one
 * Chromium with the e2e flags:
 * - the **publisher** page is the real Broadcast screen; an init script makes its getUserMedia hand
 *   back a canvas stream (plus the fake microphone) on which every frame shows the wall-clock time
 *   it was drawn (performance.timeOrigin + performance.now()), as a grid of black and white blocks;
 *   the screen publishes it over WHIP through the gateway as it would a camera;
 * - the **viewer** page is the real preview page (WHEP through the gateway); on every frame it
 *   presents (requestVideoFrameCallback) it reads the blocks back and records now − drawn time.
 * Both pages are on this machine, so they share the clock. A code whose checksum fails, or with a
 * block too grey to read, is rejected, not guessed.
 *
 *   npm run bench -- broadcast-latency [--samples=600] [--warmup-ms=5000] [--resolutions=standard,high]
 *
 * Needs the built web app (`pnpm --filter @ah/web run build`). Results:
 * bench/results/broadcast-latency.{json,md}.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { launchBrowser, signIn } from '../e2e/support/browser.ts';
import { startStack } from '../packages/gateway/src/testing.ts';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
type Page = Parameters<typeof signIn>[0];

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SAMPLES = Number(option('samples', '600'));
const WARMUP_MS = Number(option('warmup-ms', '5000'));
const RESOLUTIONS = option('resolutions', 'standard,high').split(',');
const RESOLUTION_LABELS: Record<string, string> = {
  standard: 'Standard (426x240)',
  high: 'High (854x480)',
};
/**
 * The time code: 8 × 5 blocks = 32 bits of time (0.1 ms units, wraps every ~5 days) and a check byte,
 * CRC-8 XOR 0x5a (so that an all-black frame, code 0 with CRC 0, fails it).
 */
const GRID = { cols: 8, rows: 5, fps: 30, checkXor: 0x5a };
const LOGIN = { house: 'demo', user: 'staff', password: 'demo-password' };
/**
 * The e2e broadcast flags (fake camera and microphone, prompt accepted) and no throttling of pages
 * in the background, so neither page's timers or rendering slow down while the other is in front.
 */
const FLAGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];
const MAX_RUN_MS = 10 * 60_000;
const CLOSE_WAIT_MS = 30_000;

/**
 * Runs in the publisher page before the app: getUserMedia returns a canvas stream with the time code
 * on it (at the size the screen asks for) and the fake microphone. Browser code: self-contained.
 */
function installTimeCodeCamera(grid: typeof GRID): void {
  const crc8 = (bytes: number[]) => {
    let crc = 0;
    for (const byte of bytes) {
      crc ^= byte;
      for (let i = 0; i < 8; i += 1) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
    }
    return crc;
  };
  const ideal = (c: unknown, fallback: number) => {
    if (typeof c === 'number') return c;
    const range = c as ConstrainULongRange | undefined;
    return range?.ideal ?? range?.exact ?? fallback;
  };
  const media = navigator.mediaDevices;
  const original = media.getUserMedia.bind(media);
  media.getUserMedia = async (constraints?: MediaStreamConstraints) => {
    const video = typeof constraints?.video === 'object' ? constraints.video : {};
    const canvas = document.createElement('canvas');
    canvas.width = ideal(video.width, 426);
    canvas.height = ideal(video.height, 240);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const stream = canvas.captureStream(0);
    const track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack;
    const bw = canvas.width / grid.cols;
    const bh = canvas.height / grid.rows;
    const draw = () => {
      if (track.readyState === 'ended') return clearInterval(timer);
      const drawnAt = performance.timeOrigin + performance.now();
      const code = Math.floor(drawnAt * 10) % 2 ** 32;
      const bytes = [code >>> 24, (code >>> 16) & 0xff, (code >>> 8) & 0xff, code & 0xff];
      const bits = [...bytes, crc8(bytes) ^ grid.checkXor].flatMap((b) =>
        [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (b >> i) & 1),
      );
      context.fillStyle = '#000';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#fff';
      bits.forEach((bit, i) => {
        if (bit) context.fillRect((i % grid.cols) * bw, Math.floor(i / grid.cols) * bh, bw, bh);
      });
      track.requestFrame();
    };
    const timer = setInterval(draw, 1000 / grid.fps);
    draw();
    if (constraints?.audio) {
      const microphone = await original({ audio: constraints.audio, video: false });
      microphone.getAudioTracks().forEach((t) => stream.addTrack(t));
    }
    return stream;
  };
}

/** Runs in the viewer page before the app: keeps its peer connections, for their stats. */
function keepPeerConnections(): void {
  const kept: RTCPeerConnection[] = [];
  (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections = kept;
  window.RTCPeerConnection = class extends RTCPeerConnection {
    constructor(config?: RTCConfiguration) {
      super(config);
      kept.push(this);
    }
  };
}

/** The viewer's received video over the session (WebRTC stats), averages per frame in ms. */
function playoutStats() {
  const kept = (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections;
  const pc = kept.at(-1);
  if (!pc) return Promise.resolve(null);
  return pc.getStats().then((report) => {
    let out: Record<string, number> | null = null;
    report.forEach((stat: Record<string, unknown>) => {
      if (stat['type'] !== 'inbound-rtp' || stat['kind'] !== 'video') return;
      const n = (key: string) => Number(stat[key] ?? NaN);
      out = {
        jitterBufferMsPerFrame:
          Math.round((n('jitterBufferDelay') / n('jitterBufferEmittedCount')) * 10000) / 10,
        jitterBufferTargetMsPerFrame:
          Math.round((n('jitterBufferTargetDelay') / n('jitterBufferEmittedCount')) * 10000) / 10,
        decodeMsPerFrame: Math.round((n('totalDecodeTime') / n('framesDecoded')) * 10000) / 10,
        framesDecoded: n('framesDecoded'),
        framesDropped: n('framesDropped'),
      };
    });
    return out;
  });
}

interface Sample {
  at: number;
  delayMs: number;
  /** Drawn → last packet received (encode, send, relay); null when Chromium gives no receiveTime. */
  toReceiveMs: number | null;
  width: number;
  height: number;
}

/** Runs in the viewer page: reads the time code of every presented frame into window.latency. */
function readTimeCodes(grid: typeof GRID): void {
  const crc8 = (bytes: number[]) => {
    let crc = 0;
    for (const byte of bytes) {
      crc ^= byte;
      for (let i = 0; i < 8; i += 1) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
    }
    return crc;
  };
  const video = document.querySelector<HTMLVideoElement>('video[aria-label="Live broadcast"]');
  if (!video) throw new Error('no live video');
  // A small copy of the frame, 16 px a block: the scaling averages, the centre 8 × 8 is read.
  const cell = 16;
  const canvas = document.createElement('canvas');
  canvas.width = grid.cols * cell;
  canvas.height = grid.rows * cell;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  const state = {
    samples: [] as Sample[],
    frames: 0,
    unclear: 0,
    badChecksum: 0,
    implausible: 0,
    implausibleDelays: [] as number[],
  };
  (window as unknown as { latency: typeof state }).latency = state;
  let last = -1;
  const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
    const shownAt = performance.timeOrigin + performance.now();
    state.frames += 1;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const bits: number[] = [];
    let unclear = false;
    for (let i = 0; i < grid.cols * grid.rows; i += 1) {
      const x0 = (i % grid.cols) * cell + cell / 4;
      const y0 = Math.floor(i / grid.cols) * cell + cell / 4;
      let sum = 0;
      for (let y = y0; y < y0 + cell / 2; y += 1)
        for (let x = x0; x < x0 + cell / 2; x += 1) sum += pixels[(y * canvas.width + x) * 4 + 1] ?? 0;
      const mean = sum / (cell / 2) ** 2;
      if (mean > 64 && mean < 192) unclear = true;
      bits.push(mean >= 128 ? 1 : 0);
    }
    const bytes = [0, 1, 2, 3, 4].map((b) =>
      bits.slice(b * 8, b * 8 + 8).reduce((v, bit) => (v << 1) | bit, 0),
    );
    const code =
      (((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)) >>> 0;
    if (unclear) state.unclear += 1;
    else if ((crc8(bytes.slice(0, 4)) ^ grid.checkXor) !== bytes[4]) state.badChecksum += 1;
    else if (code !== last) {
      last = code;
      const nowCode = Math.floor(shownAt * 10) % 2 ** 32;
      const delayMs = ((nowCode - code + 2 ** 32) % 2 ** 32) / 10;
      // A code that passed the checksum by chance would show a wild delay: never a real one.
      if (delayMs > 60_000) {
        state.implausible += 1;
        // Kept for a look: a wrapped negative delay (> 4e8 ms) would mean the pages' clocks disagree.
        if (state.implausibleDelays.length < 10) state.implausibleDelays.push(delayMs);
      } else {
        const received = meta.receiveTime === undefined ? null : performance.timeOrigin + meta.receiveTime;
        state.samples.push({
          at: shownAt,
          delayMs,
          toReceiveMs: received === null ? null : delayMs - (shownAt - received),
          width: meta.width,
          height: meta.height,
        });
      }
    }
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
}

interface ViewerState {
  samples: Sample[];
  frames: number;
  unclear: number;
  badChecksum: number;
  implausible: number;
  implausibleDelays: number[];
}
const viewerState = (page: Page) =>
  page.evaluate(() => (window as unknown as { latency: ViewerState }).latency);

/** Polls `check` until it returns a value (not undefined), or fails after `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Closes the stack, but does not let a slow close keep the process (and `npm run bench`) alive once
 * the results are written: after `ms` it says what is still open and the process exits anyway.
 */
async function closeWithin(stack: { close(): Promise<void> }, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  const outcome = await Promise.race([stack.close().then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    const open = (process as unknown as { _getActiveHandles(): object[] })._getActiveHandles();
    const kinds = open.map((h) => h.constructor.name).join(', ');
    console.warn(`The stack had not closed after ${ms / 1000} s; still open: ${kinds}`);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function measure(browser: Browser, gatewayUrl: string, eventId: number, resolution: string) {
  const label = RESOLUTION_LABELS[resolution];
  if (!label) throw new Error(`Unknown resolution ${resolution} (standard or high)`);
  const publisherContext = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  const viewerContext = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  try {
    // tsx names the functions it compiles with a `__name` helper that browser pages lack.
    for (const context of [publisherContext, viewerContext])
      await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await publisherContext.addInitScript(installTimeCodeCamera, GRID);
    await viewerContext.addInitScript(keepPeerConnections);
    const publisher = await publisherContext.newPage();
    await signIn(publisher, gatewayUrl, LOGIN);
    await publisher.goto(`${gatewayUrl}/ar/broadcast/${eventId}`);
    const resolutionInput = publisher
      .getByLabel('Resolution', { exact: true })
      .and(publisher.locator('input'));
    await until('the broadcast settings', async () =>
      (await resolutionInput.count()) === 1 ? true : undefined,
    );
    if ((await resolutionInput.inputValue()) !== label) {
      await resolutionInput.click();
      await publisher.getByRole('option', { name: label }).click();
      await until('the resolution', async () =>
        (await resolutionInput.inputValue()) === label ? true : undefined,
      );
    }
    const start = publisher.getByRole('button', { name: 'Start broadcast' });
    await until('Start broadcast', async () => ((await start.isEnabled()) ? true : undefined));
    await start.click();
    await until('Live', async () =>
      (await publisher.getByText('Live', { exact: true }).count()) === 1 ? true : undefined,
    );

    const viewer = await viewerContext.newPage();
    await signIn(viewer, gatewayUrl, LOGIN);
    await viewer.goto(`${gatewayUrl}/ar/broadcast/${eventId}/preview`);
    await until('the live video', async () =>
      (await viewer.locator('video[aria-label="Live broadcast"]').count()) === 1 ? true : undefined,
    );
    await viewer.evaluate(readTimeCodes, GRID);
    const first = await until(
      'the first decoded time code',
      async () => (await viewerState(viewer)).samples[0],
    );
    const kept = (state: ViewerState) => state.samples.filter((s) => s.at >= first.at + WARMUP_MS);
    const state = await until(
      `${SAMPLES} samples`,
      async () => {
        const now = await viewerState(viewer);
        return kept(now).length >= SAMPLES ? now : undefined;
      },
      MAX_RUN_MS,
    );
    const playout = await viewer.evaluate(playoutStats);
    await publisher.getByRole('button', { name: 'Stop broadcast' }).click();

    const samples = kept(state).slice(0, SAMPLES);
    const delays = samples.map((s) => s.delayMs).sort((a, b) => a - b);
    const toReceive = samples
      .flatMap((s) => (s.toReceiveMs === null ? [] : [s.toReceiveMs]))
      .sort((a, b) => a - b);
    const seconds = ((samples.at(-1)?.at ?? 0) - (samples[0]?.at ?? 0)) / 1000;
    const sizes = [...new Set(samples.map((s) => `${s.width}x${s.height}`))];
    // The median of each 2 s of the run: shows whether the delay holds or builds up (a queue).
    const buckets = new Map<number, number[]>();
    for (const s of samples) {
      const bucket = Math.floor((s.at - (samples[0]?.at ?? 0)) / 2000);
      buckets.set(bucket, [...(buckets.get(bucket) ?? []), s.delayMs]);
    }
    const p50Every2s = [...buckets.values()].map((d) =>
      round1(
        percentile(
          d.sort((a, b) => a - b),
          50,
        ),
      ),
    );
    return {
      resolution: label,
      samples: samples.length,
      p50Ms: round1(percentile(delays, 50)),
      p95Ms: round1(percentile(delays, 95)),
      p99Ms: round1(percentile(delays, 99)),
      maxMs: round1(delays.at(-1) ?? NaN),
      minMs: round1(delays[0] ?? NaN),
      toReceiveP50Ms: toReceive.length ? round1(percentile(toReceive, 50)) : null,
      framesPerSecond: round1(samples.length / seconds),
      decodedSizes: sizes,
      p50Every2s,
      framesPresented: state.frames,
      viewerPlayout: playout,
      rejected: {
        unclear: state.unclear,
        badChecksum: state.badChecksum,
        implausible: state.implausible,
        implausibleDelays: state.implausibleDelays,
      },
    };
  } finally {
    await publisherContext.close();
    await viewerContext.close();
  }
}

if (!existsSync(fileURLToPath(new URL('../packages/web/dist/index.html', import.meta.url)))) {
  console.error('The web app is not built: pnpm --filter @ah/web run build');
  process.exit(2);
}
const [stack, browser] = await Promise.all([startStack(), launchBrowser(FLAGS)]);
try {
  const event = await stack.upstream.db
    .selectFrom('catalogs')
    .innerJoin('houses', 'houses.id', 'catalogs.house_id')
    .where('houses.user_name', '=', 'demo')
    .select('catalogs.id')
    .orderBy('catalogs.id')
    .executeTakeFirstOrThrow();
  const load = loadavg().map(round1);
  const runs = [];
  for (const resolution of RESOLUTIONS) {
    const run = await measure(browser, stack.gatewayUrl, event.id, resolution);
    console.info(JSON.stringify(run));
    runs.push(run);
  }
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    chromium: browser.version(),
    loadAverageAtStart: load,
    warmupMs: WARMUP_MS,
    timeCode: `${GRID.cols}x${GRID.rows} blocks (32-bit time + CRC-8), drawn at ${GRID.fps} fps`,
    runs,
  };
  const rows = runs.map(
    (r) =>
      `| ${r.resolution} | ${r.samples} | ${r.p50Ms} | ${r.p95Ms} | ${r.maxMs} | ${r.toReceiveP50Ms ?? '–'} | ${r.framesPerSecond} | ${r.decodedSizes.join(', ')} | ${r.rejected.unclear + r.rejected.badChecksum + r.rejected.implausible} |`,
  );
  const markdown = [
    `Broadcast glass-to-glass delay — ${report.at}, Chromium ${report.chromium}, Node ${report.node}; load average ${load.join(' / ')} at start; first ${WARMUP_MS / 1000} s of each run discarded.`,
    '',
    '| Resolution | Samples | p50 ms | p95 ms | max ms | drawn → received p50 ms | frames/s | decoded size | rejected frames |',
    '| ---------- | ------: | -----: | -----: | -----: | ----------------------: | -------: | ------------ | --------------: |',
    ...rows,
    '',
  ].join('\n');
  const dir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}broadcast-latency.json`, JSON.stringify(report, null, 2) + '\n');
  writeFileSync(`${dir}broadcast-latency.md`, markdown);
  console.info(markdown);
} finally {
  await browser.close();
  await closeWithin(stack, CLOSE_WAIT_MS);
}
process.exit(0);
