import type { FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** How log lines are written (LOG_FORMAT): `auto` is pretty in a terminal outside production. */
export const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export const REDACTED = '[redacted]';

/**
 * Keys whose value is a secret, at any depth of a log line: credentials and session tokens,
 * a password reset's token or code, the payment popup's access code, a card or mobile-money
 * number, a webhook signature.
 */
const SECRET_KEY =
  /^(authorization|cookie|set-cookie|x-paystack-signature|password|currentPassword|newPassword|passwordHash|token|\w*Token|\w*_token|secret|\w*Secret|\w*_secret|code|accessCode|access_code|authorization_code|resetCode|verificationCode|cardNumber|card_number|pan|cvv|cvc|momoNumber|mobileMoneyNumber|mobile_money_number)$/i;

/** A query parameter that carries a secret: the reset link's `?token=`, a code, a key. */
const SECRET_QUERY_PARAMETER = /([?&](?:[^=&#\s]*(?:token|code|password|secret|key)[^=&#\s]*)=)[^&#\s"]*/gi;

/** A path whose last segment is a secret: a review link's token, the SMS callbacks' secret. */
const SECRET_PATH_SEGMENT = /(\/api\/(?:review-links|sms\/delivery-reports|sms\/opt-outs)\/)[^/?#\s"]+/gi;

/**
 * A run of 9 to 19 digits, spaces or dashes between them allowed (also as a URL writes a space): a card number (13 to 19)
 * or a phone and so mobile-money number (9 or 10, or 12 with 233). Shown as its last 4.
 */
const LONG_NUMBER = /(?<![\w.])\+?\d(?:(?:[ -]|%20|\+)?\d){8,18}(?![\w.])/g;

/** A text with its secrets taken out: query parameters and path segments that carry one, long numbers. */
export function scrubText(text: string): string {
  return text
    .replace(SECRET_QUERY_PARAMETER, `$1${REDACTED}`)
    .replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`)
    .replace(LONG_NUMBER, (number) => `${REDACTED}${number.replace(/\D/g, '').slice(-4)}`);
}

/** A copy of a parsed log line with every secret replaced, whatever its depth. */
export function scrub(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(scrub);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) && item !== null && item !== '' ? REDACTED : scrub(item),
    ]),
  );
}

/** A line as pino wrote it, scrubbed: JSON parsed and walked, anything else as text. */
export function scrubLine(line: string): string {
  try {
    return `${JSON.stringify(scrub(JSON.parse(line)))}\n`;
  } catch {
    return scrubText(line);
  }
}

/**
 * Scrubs every line before it reaches `destination`. After pino's serialisers, so whatever a
 * log call passed (an error with its stack and own fields, a provider's answer) is plain JSON.
 */
function scrubbingStream(destination: { write(line: string): unknown }) {
  return { write: (line: string) => destination.write(scrubLine(line)) };
}

/** A request's log line: the method, and the URL without the secrets a query may carry. */
function requestLine(request: { method?: string; url?: string; ip?: string }) {
  return { method: request.method, url: request.url && scrubText(request.url), remoteAddress: request.ip };
}

/** Pretty lines for a person at a terminal: time, level, the request's method and URL, the message. */
export function prettyStream(destination: NodeJS.WritableStream = process.stdout) {
  return pinoPretty({
    destination,
    colorize: true,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const request = log.req as { method?: string; url?: string } | undefined;
      const response = log.res as { statusCode?: number } | undefined;
      let line = String(log[messageKey] ?? '');
      if (request) line = `${request.method} ${request.url} ${line}`;
      else if (response && typeof log.responseTime === 'number')
        line = `${response.statusCode} ${line} in ${log.responseTime.toFixed(1)} ms`;
      // The request's id leads, so the two lines of one request read together.
      return typeof log.reqId === 'string' ? `${log.reqId} ${line}` : line;
    },
  });
}

/** Pretty lines when asked, or in a terminal outside production; JSON lines otherwise. */
export function usesPrettyLogs(
  format: LogFormat,
  production: boolean,
  terminal = Boolean(process.stdout.isTTY),
): boolean {
  return format === 'pretty' || (format === 'auto' && terminal && !production);
}

/**
 * The server's logger: at `level`, JSON lines (or pretty ones, see usesPrettyLogs) in which no
 * secret appears. Pino's `redact` takes the credential headers out where a serialiser would
 * log them; every line is then scrubbed at any depth (scrubLine), and the request line keeps
 * the URL without its secret query parameters. A test's own level and stream are kept, the
 * protection added to them.
 */
export function loggerOptions(
  settings: { level: string; format: LogFormat; production: boolean },
  base: LoggerOptions = {},
): LoggerOptions {
  const { stream, ...rest } = base;
  const pretty = !stream && usesPrettyLogs(settings.format, settings.production);
  return {
    level: settings.level,
    ...rest,
    stream: scrubbingStream(stream ?? (pretty ? prettyStream() : process.stdout)),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
    serializers: { req: requestLine },
  };
}
