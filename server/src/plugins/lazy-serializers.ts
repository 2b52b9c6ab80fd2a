/**
 * Response serializers compiled when a route first answers with that status, not when the app
 * starts. Fastify compiles every route's response schemas with fast-json-stringify while the app
 * gets ready: about 200 routes' worth, seconds of a provider's start on a 2-core machine (most of
 * its start after the database), and paid again by every app a test builds. Compiled on first
 * use instead, each serializer costs its route's first answer a few milliseconds once. The
 * compiler itself is fast-json-stringify's, as Fastify's default, with the same shared schemas
 * and options; a schema it cannot compile is found by the test that compiles them all
 * (test/plugins/lazy-serializers.test.ts), not by a visitor.
 */
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

export function lazySerializerFactory(): SerializerFactory {
  const eager = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route) => {
      let serialize: ((doc: unknown) => string) | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
}
