import { type ComponentType, use } from 'react';

export interface LazyRoute {
  (): React.JSX.Element;
  /** Starts loading the screen's chunk; once it has arrived, the screen renders without suspending. */
  preload(): Promise<ComponentType>;
}

/**
 * A screen in its own chunk, like React.lazy, but preloadable: a prerendered page loads its screen
 * before hydrateRoot (src/main.tsx), so React adopts the markup in one pass. A React.lazy screen
 * would suspend during hydration, and any update meanwhile (the sign-in state arriving) makes React
 * throw the prerendered markup away and render the page again.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let screen: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> => {
    if (!screen) {
      const loading = load();
      Object.assign(loading, { status: 'pending' });
      // The fields `use` reads: a fulfilled promise is unwrapped synchronously, without suspending.
      loading.then(
        (value) => Object.assign(loading, { status: 'fulfilled', value }),
        (reason) => Object.assign(loading, { status: 'rejected', reason }),
      );
      screen = loading;
    }
    return screen;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level, as React.lazy is
  function LazyScreen() {
    const Screen = use(preload());
    return <Screen />;
  }
  return Object.assign(LazyScreen, { preload });
}
