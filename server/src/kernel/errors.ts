import { HttpError } from '../http/errors';

/** { message, code, errors? }: a refusal with a machine code and, given a field, the field it concerns. */
export function coded(status: number, code: string, message: string, field?: string): HttpError {
  return new HttpError(status, message, field ? [{ field, message }] : undefined, { code });
}

type Pg = { code?: string; constraint?: string; cause?: Pg };
/** The PostgreSQL error under drizzle's wrapper (code 23505 = unique violation, and its constraint). */
export function pgError(error: unknown): Pg {
  let e = error as Pg | undefined;
  while (e && !e.code && e.cause) e = e.cause;
  return e ?? {};
}

/** A unique violation of one of the constraints. */
export function isUniqueViolation(error: unknown, ...constraints: string[]): boolean {
  const pg = pgError(error);
  return pg.code === '23505' && !!pg.constraint && constraints.includes(pg.constraint);
}
