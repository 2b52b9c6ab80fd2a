/**
 * A client that declares a body and sends it one byte at a time (a slow body): resolves when the
 * server closes the connection, with how long that took, how many body bytes went out and what
 * the server answered.
 */
import { connect } from 'node:net';

export function sendSlowBody(options: {
  port: number;
  path: string;
  /** Milliseconds between two bytes of the body. */
  everyMs: number;
  /** Give up (and fail) after this long. */
  giveUpMs: number;
}): Promise<{ closedAfterMs: number; bytesSent: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let bytesSent = 0;
    let answer = '';
    const socket = connect(options.port, '127.0.0.1', () => {
      socket.write(
        `POST ${options.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      );
    });
    const drip = setInterval(() => {
      if (socket.writable) {
        socket.write('a');
        bytesSent += 1;
      }
    }, options.everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${options.giveUpMs} ms (${bytesSent} bytes sent)`));
    }, options.giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, bytesSent, answer });
    });
  });
}
