/** Things to stop, stopped last-started first; stopping twice stops nothing twice. */
export function createStopList() {
  const stops: (() => Promise<void>)[] = [];
  return {
    add(stop: () => Promise<void>): void {
      stops.push(stop);
    },
    async stopAll(): Promise<void> {
      for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
    },
  };
}
