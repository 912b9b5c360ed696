/** An error whose message is meant for the person using the portal (Korean, says what to fix). */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
  }
}
