/**
 * Stands in for the site's builder in the editor app's tests: takes the provider's signed rebuild
 * webhook and answers 202, as the builder does, so changes are followed like on a real site (the
 * tests report the builds themselves through the provider's build reports).
 */
import { createServer, type Server } from 'node:http';

export interface RebuildReceiver {
  url: string;
  close(): Promise<void>;
}

export async function startRebuildReceiver(): Promise<RebuildReceiver> {
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.statusCode = request.method === 'POST' ? 202 : 405;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/__rebuild`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
