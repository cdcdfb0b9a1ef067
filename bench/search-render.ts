/**
 * The main thread's work to show a search's twenty result cards (issue 9: under 100 ms on the
 * machine that runs it), traced in Chromium: the search page is open and hydrated, a query is
 * typed (its suggestions settle first), Enter is pressed, and every task of 1 ms or more on the
 * page's main thread from the search answer's arrival to 1.5 s later is summed (the answer's
 * parsing, React's render and commit of the cards, style, layout and paint). Each side runs
 * BENCH_RUNS times, alternating, on the same browser; medians with each run listed, and the
 * work by kind (script, style, layout, paint, garbage collection: each trace event's own time).
 */
import { chromium, type CDPSession } from '@playwright/test';

/** Two queries that each find 20 or more of the demo data's services (alternated). */
const QUERIES = ['dog', 'care'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; requestId?: string } };
}

async function trace(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await during();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** The main-thread milliseconds after the search answer arrived, and the longest task. */
interface RenderWork {
  total: number;
  longest: number;
  kinds: Record<string, number>;
}

function workAfterAnswer(events: TraceEvent[]): RenderWork {
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'RunTask' && mains.has(thread(e))) {
      busy.set(thread(e), (busy.get(thread(e)) ?? 0) + (e.dur ?? 0));
    }
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const requests = new Set(
    events
      .filter(
        (e) =>
          e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('/api/search/services'),
      )
      .map((e) => e.args?.data?.requestId),
  );
  const answered = events
    .filter((e) => e.name === 'ResourceFinish' && requests.has(e.args?.data?.requestId))
    .map((e) => e.ts)
    .sort((a, b) => a - b)[0];
  if (main === undefined || answered === undefined) throw new Error('no search answer traced');
  // The task that delivered the answer began a moment before its finish event.
  const tasks = events.filter(
    (e) =>
      thread(e) === main &&
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      (e.dur ?? 0) >= 1000 &&
      e.ts + (e.dur ?? 0) >= answered,
  );
  const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
  return {
    total: durations.reduce((a, b) => a + b, 0),
    longest: Math.max(0, ...durations),
    kinds: selfTimeByKind(
      events.filter((e) => thread(e) === main && e.ph === 'X'),
      tasks,
    ),
  };
}

/** What the main thread did in `tasks`, by kind of work: each trace event's own time (ms). */
const KINDS: [kind: string, pattern: RegExp][] = [
  ['gc', /GC|Sweep|Scavenge/],
  [
    'style',
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/,
  ],
  ['layout', /^(Layout|UpdateLayout|IntersectionObserverController)/],
  ['paint', /Paint|Layerize|Commit|Composit|RasterTask|UpdateLayer/],
  ['script', /./],
];

function selfTimeByKind(events: TraceEvent[], tasks: TraceEvent[]): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(KINDS.map(([kind]) => [kind, 0]));
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = events
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // Each event's own time is its duration less its direct children's (a stack of open ones).
    const own = new Map<TraceEvent, number>([[task, task.dur ?? 0]]);
    const stack: TraceEvent[] = [task];
    for (const event of inside) {
      while (stack.length > 1) {
        const top = stack.at(-1)!;
        if (event.ts < top.ts + (top.dur ?? 0)) break;
        stack.pop();
      }
      const parent = stack.at(-1)!;
      own.set(parent, (own.get(parent) ?? 0) - (event.dur ?? 0));
      own.set(event, event.dur ?? 0);
      stack.push(event);
    }
    for (const [event, us] of own) {
      const kind = event === task ? 'script' : KINDS.find(([, re]) => re.test(event.name))![0];
      totals[kind] = (totals[kind] ?? 0) + Math.max(0, us) / 1000;
    }
  }
  return totals;
}

export async function searchRenderTime(
  sides: { name: string; url: string }[],
  runs: number,
  chromePath: string,
) {
  console.log(
    `\nRendering a search's 20 cards: main-thread ms from the answer, ${runs} runs per side, alternating`,
  );
  const browser = await chromium.launch({ executablePath: chromePath });
  const results = new Map<string, RenderWork[]>();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const side of sides) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${side.url}/search`, { waitUntil: 'load' });
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const field = page
          .getByRole('search', { name: 'Search pet services' })
          .locator('input')
          .first();
        await field.fill(QUERIES[run % QUERIES.length]!);
        await page.waitForTimeout(1000);
        const cdp = await context.newCDPSession(page);
        const events = await trace(cdp, async () => {
          const answer = page.waitForResponse((r) => r.url().includes('/api/search/services'));
          await field.press('Enter');
          await answer;
          await page.waitForTimeout(1500);
        });
        const cards = await page.locator('article').count();
        if (cards < 20) throw new Error(`${side.name}: ${cards} cards, not 20`);
        results.set(side.name, [...(results.get(side.name) ?? []), workAfterAnswer(events)]);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
  const medians = new Map<string, number>();
  for (const side of sides) {
    const list = results.get(side.name) ?? [];
    const total = median(list.map((r) => r.total));
    medians.set(side.name, total);
    console.log(
      `${side.name.padEnd(9)} median ${total.toFixed(0).padStart(5)} ms, longest task median ${median(list.map((r) => r.longest)).toFixed(0)} ms   (runs: ${list.map((r) => r.total.toFixed(0)).join(' / ')})`,
    );
    const kinds = KINDS.map(
      ([kind]) => `${kind} ${median(list.map((r) => r.kinds[kind] ?? 0)).toFixed(0)}`,
    );
    console.log(`${''.padEnd(9)} by kind, medians in ms: ${kinds.join(', ')}`);
  }
  const [baseline, current] = [medians.get('baseline'), medians.get('current')];
  if (baseline && current) console.log(`current ÷ baseline ${(current / baseline).toFixed(2)}×`);
}
