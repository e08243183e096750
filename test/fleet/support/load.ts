/**
 * A steady, bounded load through the load balancer: readers asking for a screen's query and writers
 * saving invoice notes, each loop one request at a time with a pause between, every answer kept.
 */
export interface Answer {
  kind: 'read' | 'write';
  startedAt: number;
  ok: boolean;
  /** Why it failed: the status, the first error's code, or the network error. */
  error?: string;
}

/** One write the test made: a note `fleet <lane>:<seq>` on its lane's invoice. */
export interface WriteAttempt {
  lane: number;
  seq: number;
  ok: boolean;
}

export const READ_QUERY = `query FleetRead($id: ID!) {
  invoiceGroupDetails(invoiceGroupId: $id) {
    id title paidInvoiceCount unpaidInvoiceCount
    invoices(page: 1, pageSize: 50) { pageInfo { totalCount } items { id firstName lastName invoiceStatus invoiceTotal } }
  }
}`;
const WRITE = `mutation FleetWrite($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { invoices { id } } }`;

export const noteOf = (lane: number, seq: number) => `fleet ${lane}:${seq}`;

export interface LoadOptions {
  url: string;
  cookie: string;
  /** The group the readers read. */
  groupId: string;
  /** The invoices the writers take turns on, one lane each (a lane's writes go one after another). */
  lanes: Array<{ groupId: string; invoiceId: string }>;
  readers: number;
  writers: number;
  pauseMs: number;
  requestTimeoutMs: number;
}

/** POST /graphql; ok when the answer is 200 without errors. */
export async function postGraphql(
  url: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
  timeoutMs = 10_000,
): Promise<{ ok: boolean; error?: string }> {
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => ({}))) as { errors?: { extensions?: { code?: string } }[] };
    if (res.status !== 200) return { ok: false, error: `HTTP ${res.status}` };
    if (body.errors?.length)
      return { ok: false, error: String(body.errors[0]?.extensions?.code ?? 'GraphQL error') };
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.name : 'network error' };
  }
}

export function startLoad(options: LoadOptions) {
  const answers: Answer[] = [];
  const writes: WriteAttempt[] = [];
  let running = true;
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  const nextSeq = options.lanes.map(() => 0);

  const reader = async () => {
    while (running) {
      const startedAt = Date.now();
      const result = await postGraphql(
        options.url,
        options.cookie,
        READ_QUERY,
        { id: options.groupId },
        options.requestTimeoutMs,
      );
      answers.push({ kind: 'read', startedAt, ...result });
      await pause();
    }
  };
  // Writer w takes lanes w, w + writers, ...: each lane has one writer, so its writes never overlap.
  const writer = async (w: number) => {
    const lanes = options.lanes.map((_, lane) => lane).filter((lane) => lane % options.writers === w);
    for (let turn = 0; running; turn++) {
      const lane = lanes[turn % lanes.length]!;
      const seq = ++nextSeq[lane]!;
      const startedAt = Date.now();
      const result = await postGraphql(
        options.url,
        options.cookie,
        WRITE,
        {
          input: {
            invoiceGroupId: options.lanes[lane]!.groupId,
            invoiceIds: [options.lanes[lane]!.invoiceId],
            note: noteOf(lane, seq),
          },
        },
        options.requestTimeoutMs,
      );
      answers.push({ kind: 'write', startedAt, ...result });
      writes.push({ lane, seq, ok: result.ok });
      await pause();
    }
  };
  const loops = [
    ...Array.from({ length: options.readers }, () => reader()),
    ...Array.from({ length: options.writers }, (_, w) => writer(w)),
  ];
  return {
    answers,
    writes,
    /** Stops issuing requests; resolves when the ones in flight are answered. */
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
