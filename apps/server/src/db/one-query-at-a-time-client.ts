import pg from 'pg';

/*
 * A transaction has one connection, and the shop's code sometimes asks it several reads at once
 * (an order's items, serials, payments and invoice with Promise.all, inside an admin write's
 * transaction, decision 0072). node-postgres queues such calls itself but warns that version 9
 * will refuse them ("client.query() when the client is already executing a query"). The pool's
 * clients wait here instead: a query asked while another runs starts when it has ended.
 */

type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const queryNow = pg.Client.prototype.query as Query;

/** A query object of its own (a cursor, a stream) or one with a callback: sent as asked. */
const sentAsAsked = (args: unknown[]) =>
  args.some((arg) => typeof arg === 'function') ||
  (typeof args[0] === 'object' && args[0] !== null && 'submit' in args[0]);

export class OneQueryAtATimeClient extends pg.Client {
  /** The end of the last query asked, while one runs. */
  queriesEnd: Promise<void> | undefined;
}

OneQueryAtATimeClient.prototype.query = function (this: OneQueryAtATimeClient, ...args: unknown[]) {
  if (sentAsAsked(args)) return queryNow.apply(this, args);
  const before = this.queriesEnd;
  const answer = (
    before ? before.then(() => queryNow.apply(this, args)) : queryNow.apply(this, args)
  ) as Promise<unknown>;
  const ended = answer.then(
    () => {},
    () => {},
  );
  this.queriesEnd = ended;
  // The last query's end clears the chain, so an idle client's next query starts at once.
  void ended.then(() => {
    if (this.queriesEnd === ended) this.queriesEnd = undefined;
  });
  return answer;
} as pg.Client['query'];
