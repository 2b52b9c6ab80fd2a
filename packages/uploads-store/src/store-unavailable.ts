/**
 * The store of uploaded files could not be reached or refused the request (a bucket that is down,
 * a wrong endpoint, credentials it does not accept). The provider answers 503 and logs the cause;
 * the builder and backups stop with the message.
 */
export class UploadStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UploadStoreUnavailableError';
  }
}
