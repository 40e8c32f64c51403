import type { Config } from '../../config';
import type { Database } from '../../db/client';

/**
 * One line of the doctor's report: `ok` (✓) is right, `fix` (✗) would lose money or data and
 * fails the run, `advice` (!) is worth doing but fails nothing (decision 0076).
 */
export interface Finding {
  level: 'ok' | 'fix' | 'advice';
  text: string;
}

export const ok = (text: string): Finding => ({ level: 'ok', text });
export const fix = (text: string): Finding => ({ level: 'fix', text });
export const advice = (text: string): Finding => ({ level: 'advice', text });

/** What every check is given: the parsed settings, the raw environment and the open database. */
export interface DoctorContext {
  config: Config;
  environment: NodeJS.ProcessEnv;
  /** Undefined when it could not be opened or was left alone (a running PGlite server holds it). */
  database: Database | undefined;
}

/** A check of one area: its lines, in the order the owner should read them. */
export type DoctorCheck = (context: DoctorContext) => Promise<Finding[]>;

/** A key as the owner can recognise it without the report giving it away: `sk_live_…1234`. */
export function maskSecret(secret: string): string {
  const prefix = /^(sk|pk)_(live|test)_/.exec(secret)?.[0] ?? '';
  return `${prefix}…${secret.length - prefix.length > 8 ? secret.slice(-4) : ''}`;
}

/** A URL with its password hidden (SMTP_URL, REDIS_URL, DATABASE_URL carry one). */
export function maskUrl(address: string): string {
  try {
    const url = new URL(address);
    if (url.password) url.password = '****';
    return url.toString().replace(/\/$/, '');
  } catch {
    return '(unreadable address)';
  }
}

/** An error's own words, and its cause's (fetch says only "fetch failed"), for a line of the report. */
export function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  if (!(error instanceof Error)) return String(error);
  const own = error.message || error.name;
  return error.cause === undefined ? own : `${own}: ${reasonOf(error.cause)}`;
}
