/**
 * Resolves in a task of its own. The contract's modules that build zod schemas await it first:
 * zod builds every schema object when its module runs (each with its own bound copy of some forty
 * methods), and the whole contract built in one go held a phone's main thread for 150-300 ms while a
 * page hydrated. A module per task, taps and scrolls are answered in between
 * (docs/architecture.md#server-rendering-of-the-public-pages).
 * A MessageChannel, not a timer: timers nested five deep wait at least 4 ms apiece.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
