/** One answer the recorder got: when, from where, its status (0: no answer at all) and Retry-After. */
export interface RecordedAnswer {
  at: number;
  route: string;
  status: number;
  retryAfter: string | null;
}

/**
 * Shoppers browsing and looking at their carts on every instance, a few at a time, until
 * stopped; every answer is kept with the moment it came, so a test can read what was answered
 * during a window (an outage) and what after.
 */
export function keepAsking(baseUrls: () => string[], token: string, workers = 4) {
  const answers: RecordedAnswer[] = [];
  let running = true;
  const routes = (turn: number) => [
    `/api/product/list?page=${(turn % 3) + 1}`,
    `/api/product/${(turn % 5) + 1}`,
    '/api/cart',
    '/api/delivery-fees/',
  ];
  const worker = async (offset: number) => {
    for (let turn = offset; running; turn += 1) {
      const urls = baseUrls();
      const baseUrl = urls[turn % urls.length]!;
      const list = routes(turn);
      const route = list[turn % list.length]!;
      try {
        const response = await fetch(`${baseUrl}${route}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        answers.push({
          at: Date.now(),
          route,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
        });
      } catch {
        answers.push({ at: Date.now(), route, status: 0, retryAfter: null });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const all = Array.from({ length: workers }, (_, index) => worker(index));
  return {
    answers,
    between: (from: number, to: number) => answers.filter((answer) => answer.at >= from && answer.at <= to),
    async stop() {
      running = false;
      await Promise.all(all);
    },
  };
}

/** Answers counted by status: { 200: 41, 503: 120 }. */
export function byStatus(answers: RecordedAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}
