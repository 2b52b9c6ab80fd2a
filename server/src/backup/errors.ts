/**
 * A refusal or failure the operator can act on (a missing tool, a broken archive, a database in
 * the way): the command-line scripts print its message alone, without a stack trace.
 */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}
