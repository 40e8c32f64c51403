import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../plugins/periodic-task';
import { askForReviews } from './review-asking';

/**
 * Runs askForReviews hourly (the session sweeper's rhythm, as the return photo sweeper does),
 * from ready to close, at the app's clock: the run of each hour between 08:00 and 21:00 asks.
 */
export function startReviewAsker(app: FastifyInstance): void {
  runPeriodically(app, {
    intervalS: app.config.sessionSweepIntervalS,
    failureMessage: 'review asking failed',
    task: (stopping) => askForReviews(app, app.clock(), stopping),
  });
}
