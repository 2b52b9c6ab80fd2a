/**
 * Helmet's security headers on every answer, computed once. Registered normally, @fastify/helmet
 * rebuilds the same static headers on every request (two async hooks, the CSP string parsed and
 * joined anew), which costs as much as a whole answer served from the response cache. Here
 * @fastify/helmet itself answers one probe request at start-up, so the headers are exactly its
 * own, and one synchronous hook sets them on each reply.
 */
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
} from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** The headers @fastify/helmet sets with these options, lower-case names. */
export async function helmetHeaders(
  options: FastifyHelmetOptions = {},
): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    // Helmet writes on the raw response; the framework's own headers are not there yet.
    probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    const headers = (await probe.inject({ method: 'GET', url: '/' })).json() as Record<
      string,
      string
    >;
    return Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]);
  } finally {
    await probe.close();
  }
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions = {},
): Promise<void> {
  const headers = await helmetHeaders(options);
  if (headers.length === 0) throw new Error('@fastify/helmet set no headers');
  app.addHook(
    'onRequest',
    function securityHeaders(
      _request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ): void {
      for (const [name, value] of headers) reply.header(name, value);
      done();
    },
  );
}
