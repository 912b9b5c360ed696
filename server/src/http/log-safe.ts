/**
 * What of an error may go into the server log (issue 13, defect 3). A failed query's error carries
 * the SQL and every parameter sent with it (drizzle's "Failed query: … params: …", PGlite's and
 * pg's `query`/`params`), and PostgreSQL's own message or `detail` can quote values
 * ("Key (login_id)=(hong) already exists"): names, mobile numbers, consultation text, search terms.
 *
 * Safe and kept: the error's name, its code (SQLSTATE such as 23505, or a Node code such as
 * ECONNREFUSED), PostgreSQL's constraint, table, column, routine and severity (names from the
 * schema, never values), and the stack frames (file:line, no values). The message and the stack's
 * first line (which repeats the message) are kept only for errors that have nothing to do with the
 * database (a TypeError in our code), cut to 200 characters; never `detail`, `where`, `hint`,
 * `query`, `params` or the message of a database error, at any depth of its `cause` chain.
 */
export interface ErrorSummary {
  name: string;
  code?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  severity?: string;
  message?: string;
  stack?: string;
  cause?: ErrorSummary;
}

type Anyish = Record<string, unknown> & { cause?: unknown };

const SUMMARY = Symbol('errorSummary');
const SQLSTATE = /^[0-9A-Z]{5}$/;
const NAME = /^[A-Za-z0-9_$.:-]{1,100}$/;
const safeName = (v: unknown) => (typeof v === 'string' && NAME.test(v) ? v : undefined);

/** Does this error (or any error it wraps) come from the database driver or the query builder? */
export function isDatabaseError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as Anyish;
  if (typeof e.code === 'string' && SQLSTATE.test(e.code)) return true;
  if ('query' in e || 'params' in e || 'detail' in e || 'severity' in e) return true;
  const name = String(e.name ?? (e.constructor as { name?: string } | undefined)?.name ?? '');
  if (/Drizzle|DatabaseError|PGlite|Postgres/i.test(name)) return true;
  if (typeof e.message === 'string' && /Failed query|params:/i.test(e.message)) return true;
  return isDatabaseError(e.cause, depth + 1);
}

function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n').filter((l) => /^\s+at /.test(l));
  return lines.length ? lines.slice(0, 12).join('\n') : undefined;
}

function summarise(error: unknown, db: boolean, depth: number): ErrorSummary {
  if (error && typeof error === 'object' && (error as { [SUMMARY]?: true })[SUMMARY]) return error as ErrorSummary;
  if (!error || typeof error !== 'object') return { name: typeof error };
  const e = error as Anyish;
  const name = safeName(e.name) ?? safeName((e.constructor as { name?: string } | undefined)?.name) ?? 'Error';
  const out: ErrorSummary = { name };
  const code = safeName(e.code);
  if (code) {
    out.code = code;
    if (SQLSTATE.test(code)) out.sqlState = code;
  }
  for (const key of ['constraint', 'table', 'column', 'routine', 'severity'] as const) {
    const v = safeName(e[key]);
    if (v) out[key] = v;
  }
  if (!db && typeof e.message === 'string' && e.message) out.message = e.message.slice(0, 200);
  const stack = db ? frames(e.stack) : typeof e.stack === 'string' ? e.stack.slice(0, 2000) : undefined;
  if (stack) out.stack = stack;
  if (e.cause && depth < 3) out.cause = summarise(e.cause, db, depth + 1);
  return out;
}

/** The loggable part of any error: the one function every log line with an error goes through. */
export function errorSummary(error: unknown): ErrorSummary {
  const summary = summarise(error, isDatabaseError(error), 0);
  // the driver's SQLSTATE and constraint sit on the cause of drizzle's wrapper: shown on the line itself
  for (let c = summary.cause; c && !summary.sqlState; c = c.cause) {
    if (c.sqlState) Object.assign(summary, { sqlState: c.sqlState, ...(c.constraint ? { constraint: c.constraint } : {}) });
  }
  Object.defineProperty(summary, SUMMARY, { value: true, enumerable: false });
  return summary;
}

/**
 * pino's `hooks.logMethod` for the app logger: whatever logs an error, ours or Fastify's or a
 * plugin's (`log.error(err)`, `log.error({ err })`, `log.warn({ err }, msg)`), the line carries
 * errorSummary(err) and never falls back to the error's message as its `msg`.
 */
export function safeLogMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
  const [first, ...rest] = args;
  if (first instanceof Error) {
    const summary = errorSummary(first);
    return method.apply(this, [{ err: summary }, typeof rest[0] === 'string' ? rest[0] : summary.message ?? summary.code ?? summary.name, ...rest.slice(1)]);
  }
  if (first && typeof first === 'object' && 'err' in first) {
    const obj = { ...(first as Record<string, unknown>) };
    const summary = errorSummary(obj.err);
    obj.err = summary;
    return method.apply(this, [obj, typeof rest[0] === 'string' ? rest[0] : summary.message ?? summary.code ?? summary.name, ...rest.slice(1)]);
  }
  return method.apply(this, args);
}
