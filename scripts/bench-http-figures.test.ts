import { describe, expect, it } from 'vitest';
import { checkoutFigures } from './bench-http/checkout-load.mjs';

const steps = ['add to cart', 'start checkout', 'pay (test provider)', 'verify', 'create order'];

describe("bench:http's checkout figures for its row of docs/benchmarks.md", () => {
  it('gives how long the load took, each step its p99, the registrations apart in seconds, and whether it went right', () => {
    const timings = Object.fromEntries([
      ...steps.map((step, index) => [step, Array.from({ length: 100 }, (_, at) => at + 1 + index * 100)]),
      ['register', Array.from({ length: 100 }, (_, at) => (at + 1) * 100)],
    ]);
    const figures = checkoutFigures({
      shoppers: 200,
      arrival: 'at once',
      timings,
      eventLoopDelay: { p50Ms: 5, p99Ms: 63.4, maxMs: 90 },
      ordered: 200,
      seconds: 7.46,
      errors: [],
      stockAddsUp: true,
    });
    expect(figures).toBe(
      'checkout, 200 shoppers at once, 200 orders in 7.5 s, p99: add to cart 100 ms, start checkout 200 ms, pay (test provider) 300 ms, verify 400 ms, create order 500 ms, register 10.0 s, event-loop delay p99 63 ms; 0 errors, stock adds up',
    );
  });

  it('leaves the registrations out when the accounts were made before the clock started', () => {
    const timings = Object.fromEntries([...steps.map((step) => [step, [10]]), ['register', []]]);
    const figures = checkoutFigures({
      shoppers: 100,
      arrival: 'at once, signed up before',
      timings,
      ordered: 100,
      seconds: 5.2,
      errors: [],
      stockAddsUp: true,
    });
    expect(figures).toContain(
      '100 shoppers at once, signed up before, 100 orders in 5.2 s, p99: add to cart 10 ms',
    );
    expect(figures).not.toContain('register');
  });

  it('says so when the stock does not add up, and leaves out a delay the server did not log', () => {
    const timings = Object.fromEntries([...steps, 'register'].map((step) => [step, [1]]));
    const figures = checkoutFigures({
      shoppers: 2,
      arrival: 'at once',
      timings,
      ordered: 1,
      seconds: 0.4,
      errors: [{}],
      stockAddsUp: false,
    });
    expect(figures).toContain('1 orders in 0.4 s');
    expect(figures).toContain('1 errors, stock DOES NOT add up');
    expect(figures).not.toContain('event-loop');
  });
});
