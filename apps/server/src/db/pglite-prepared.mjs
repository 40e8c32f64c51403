// Named prepared statements for the embedded database's thread (decision 0085). PGlite's own
// `query` parses, describes, binds, describes again and executes every statement in six calls
// into its WebAssembly, and PostgreSQL parses and plans it each time. The shop sends the same few
// hundred statements over and over, so each text is prepared once, by name, and run after that
// with one call: bind, execute, sync. PostgreSQL's plan cache keeps the plans and re-plans one
// whose tables change; a change of a table's shape (a migration) forgets them all.
import { protocol, types } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept at once; the least recently used is closed to make room for a new one. */
export const MOST_STATEMENTS_KEPT = 500;

/**
 * PostgreSQL plans a kept statement's first five runs for their values, then may keep one
 * generic plan, which can be worse: the catalogue's search at one branch ran four times slower.
 * A statement none of whose first five runs took under 5 ms, or whose runs after those five are
 * mostly slow (over 5 ms and twice its fastest of the five), two at least, is planned for its
 * values each time from then on: a statement this slow gains little from a saved plan. One slow
 * run alone says nothing: a busy machine pauses the thread now and then.
 */
const CUSTOM_PLANNED_RUNS = 5;
const SLOW_RUN_MS = 5;
const SLOW_RUNS_TO_PLAN_EACH_TIME = 2;

function isSlowPlan(statement, tookMs) {
  statement.runs += 1;
  if (statement.runs <= CUSTOM_PLANNED_RUNS) {
    statement.fastestMs = Math.min(statement.fastestMs, tookMs);
    // Slow even when planned for its values: its plan is worth little kept, and a generic one
    // could be worse. Never tried.
    return statement.runs === CUSTOM_PLANNED_RUNS && statement.fastestMs > SLOW_RUN_MS;
  }
  if (tookMs > SLOW_RUN_MS && tookMs > 2 * statement.fastestMs) statement.slowRuns += 1;
  const laterRuns = statement.runs - CUSTOM_PLANNED_RUNS;
  return statement.slowRuns >= SLOW_RUNS_TO_PLAN_EACH_TIME && statement.slowRuns * 2 > laterRuns;
}
/** Texts planned each time; forgotten all at once past this many. */
const MOST_PLANNED_EACH_TIME = 500;

/** A statement that reads or writes rows, after any comments and opening brackets. */
const ROW_STATEMENT =
  /^\s*(?:(?:--[^\n]*\n|\/\*[\s\S]*?\*\/)\s*)*[(\s]*(?:select|insert|update|delete|with|values)\b/i;

/** PGlite's own errors name the statement that failed; so do these. */
function withQuery(error, text) {
  if (error instanceof Error) error.query = text;
  return error;
}

function joined(parts) {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** The result PGlite's `query` answers, from the messages of one execution. */
function resultOf(messages, statement, rowMode) {
  const { fields, parsers } = statement;
  const rows = [];
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = message.fields;
      if (rowMode === 'array') {
        const row = new Array(values.length);
        for (let i = 0; i < values.length; i++) {
          const value = values[i];
          row[i] = value === null ? null : parsers[i] ? parsers[i](value, fields[i].dataTypeID) : value;
        }
        rows.push(row);
      } else {
        const row = {};
        for (let i = 0; i < values.length; i++) {
          const value = values[i];
          row[fields[i].name] =
            value === null ? null : parsers[i] ? parsers[i](value, fields[i].dataTypeID) : value;
        }
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      // A tag that carries a row count ends in it ("SELECT 2", "INSERT 0 5"); others in a word.
      const parts = message.text.split(' ');
      const command = parts[0];
      const rowCount = Number.parseInt(parts[parts.length - 1], 10);
      const changes = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
      const result = { rows, fields, command, affectedRows: changes ? rowCount : 0 };
      if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
      return result;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 };
}

/**
 * Runs statements by name on a PGlite client. The caller holds PGlite's locks (a query's or its
 * open transaction's), as PGlite's own `query` would.
 */
export function preparedStatements(client) {
  const kept = new Map();
  const plannedEachTime = new Set();
  const closing = [];
  let nextName = 0;

  async function prepare(text) {
    const name = `shop_${nextName++}`;
    const closes = closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const messages = await client.execProtocolStream(
      joined([
        ...closes,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const described = messages.find((message) => message.name === 'rowDescription');
    const fields = (described?.fields ?? []).map((field) => ({
      name: field.name,
      dataTypeID: field.dataTypeID,
    }));
    const parameters = messages.find((message) => message.name === 'parameterDescription');
    const paramTypes = parameters?.dataTypeIDs ?? [];
    return {
      name,
      runs: 0,
      slowRuns: 0,
      fastestMs: Number.POSITIVE_INFINITY,
      fields,
      parsers: fields.map(({ dataTypeID }) => client.parsers[dataTypeID] ?? types.parsers[dataTypeID]),
      serializers: paramTypes.map((type) => client.serializers[type]),
    };
  }

  async function statementFor(text) {
    const found = kept.get(text);
    if (found) {
      // Map order is the order of use: the first entry is the one to close next.
      kept.delete(text);
      kept.set(text, found);
      return found;
    }
    const statement = await prepare(text);
    kept.set(text, statement);
    if (kept.size > MOST_STATEMENTS_KEPT) {
      const [oldest] = kept;
      kept.delete(oldest[0]);
      closing.push(oldest[1].name);
    }
    return statement;
  }

  function planEachTime(text, statement) {
    if (kept.get(text) !== statement) return;
    kept.delete(text);
    closing.push(statement.name);
    if (plannedEachTime.size >= MOST_PLANNED_EACH_TIME) plannedEachTime.clear();
    plannedEachTime.add(text);
  }

  async function run(text, params = [], options = {}, { inTransaction }) {
    let statement;
    try {
      statement = await statementFor(text);
    } catch (error) {
      throw withQuery(error, text);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = statement.serializers[i];
      return serializer ? serializer(param) : param.toString();
    });
    try {
      const started = performance.now();
      const messages = await client.execProtocolStream(
        joined([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: !inTransaction },
      );
      const tookMs = performance.now() - started;
      if (isSlowPlan(statement, tookMs)) planEachTime(text, statement);
      return resultOf(messages, statement, options.rowMode);
    } catch (error) {
      throw withQuery(error, text);
    }
  }

  return {
    /** Whether a text is kept by name: a statement that reads or writes rows, not found slow. */
    keeps(text) {
      return ROW_STATEMENT.test(text) && !plannedEachTime.has(text);
    },
    /**
     * Whether a text may change a table's shape: anything but a statement that reads or writes
     * rows (a migration's CREATE or ALTER, a SET). After one, every kept statement is forgotten:
     * a statement's parameters keep the types they had when it was prepared, so one kept across
     * a column's change of type would refuse values the column now takes.
     */
    changesShape(text) {
      return !ROW_STATEMENT.test(text);
    },
    forgetAll() {
      for (const statement of kept.values()) closing.push(statement.name);
      kept.clear();
    },
    query: run,
  };
}
