/**
 * Resolves in a new task of the browser's event loop, not in a microtask of the current one:
 * the work awaiting it then runs apart from the work before it, and the browser may paint or
 * handle input between the two.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
