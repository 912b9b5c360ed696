/** An error whose message is meant for the person using the portal (Korean, says what to fix). */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: { field: string; message: string }[],
    /** Extra machine-readable keys of the body, e.g. { code: 'DELAYED', retryAfterSeconds: 30 }, or a list of records the refusal is about. */
    public readonly extra?: Record<string, string | number | boolean | readonly object[]>,
  ) {
    super(message);
  }
}

/** A 400 naming one field (the per-field message also forms the summary sentence). */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, `요청 값을 확인해 주십시오. ${field}: ${message}`, [{ field, message }]);
}

/** An error with a machine code (membership calls): { message, code, …extra }. */
export function codedError(statusCode: number, code: string, message: string, extra: Record<string, string | number | boolean> = {}): HttpError {
  return new HttpError(statusCode, message, undefined, { code, ...extra });
}
