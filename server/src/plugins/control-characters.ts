/**
 * Control characters (U+0000 to U+001F, and U+007F) have no place in an address: PostgreSQL
 * refuses a NUL in text (which was a 500), and a newline in a value that is logged or echoed
 * splits its line. A request whose path or query string holds one is refused with 400 here, once
 * for every route, before any guard or handler reads its parameters. Node's HTTP parser already
 * refuses them raw, so only their percent-encoded forms (%00 to %1F, %7F) can arrive.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { refuse } from './refusal.js';

const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

export const CONTROL_CHARACTER_MESSAGE =
  'The address holds a control character (such as %00 or a line break), which no parameter accepts';

/** onRequest hook: 400 for a path or query string holding an encoded control character. */
export function refuseControlCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (ENCODED_CONTROL.test(request.url)) {
    done(refuse(400, CONTROL_CHARACTER_MESSAGE, { error: 'Bad Request' }));
    return;
  }
  done();
}
