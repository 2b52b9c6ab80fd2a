/**
 * The request id that joins the logs of one change up: the provider names each request (its
 * log lines' `reqId`, and the `X-Request-Id` of its answer), records it with the content change
 * the request made, sends it with the rebuild webhook call that carries the change, and the
 * builder logs it with the build and sends it back with the build's reports, which the provider
 * logs under the same id. A caller may send its own (a proxy's or a load balancer's id); one
 * that could break a log line or fill it is replaced by a fresh one.
 */

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Letters, digits and . _ : - only, 1 to 128 of them: a UUID, a proxy's id, a trace id. */
const VALID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id a header gives, or null when it is absent or unfit for a log line. */
export function givenRequestId(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && VALID.test(value) ? value : null;
}
