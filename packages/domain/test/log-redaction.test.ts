import { LOG_REDACT_PATHS, REDACTED, redactText } from '../src/log-redaction';

describe('redactText', () => {
  const secret = 'r-0a4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e';
  it('replaces every occurrence of each secret, and every signature', () => {
    const signature = `sha256=${'ab12'.repeat(16)}`;
    expect(
      redactText(`deploy: token=${secret} again ${secret}; signed ${signature}`, [secret]),
    ).toBe(`deploy: token=${REDACTED} again ${REDACTED}; signed sha256=${REDACTED}`);
  });

  it('leaves a line without secrets as it is, and ignores unset or very short secrets', () => {
    expect(redactText('rebuild published in 12 ms', [secret, undefined, 'ms'])).toBe(
      'rebuild published in 12 ms',
    );
  });
});

describe('LOG_REDACT_PATHS', () => {
  it('names the credentials of requests and fields named like secrets', () => {
    for (const path of [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-api-key"]',
      'req.headers["x-signature-256"]',
      'password',
      '*.token',
      '*.smtpUrl',
    ]) {
      expect(LOG_REDACT_PATHS).toContain(path);
    }
  });
});
