/** Lets the browser run other tasks; a MessageChannel message is not clamped like nested setTimeout calls. */
export const yieldToPage = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
