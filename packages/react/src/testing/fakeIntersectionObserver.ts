// A controllable IntersectionObserver for tests: the test says when an observed element scrolls into view.
import { vi } from 'vitest';

const live = new Set<FakeIntersectionObserver>();

class FakeIntersectionObserver {
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}
  observe(target: Element) {
    this.targets.add(target);
    live.add(this);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = [...this.targets].map(
      (target) =>
        ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Installs the fake as the global IntersectionObserver; `vi.unstubAllGlobals()` removes it. */
export function installFakeIntersectionObserver() {
  live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** Every element observed now scrolls into (or out of) view. */
    report: (isIntersecting = true) => {
      for (const observer of [...live]) observer.report(isIntersecting);
    },
    observed: () => [...live].flatMap((observer) => [...observer.targets]),
  };
}
