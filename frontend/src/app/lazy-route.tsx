import { type ComponentType, use } from 'react';

export interface Preloadable {
  /** Starts loading the component's chunk; once it has arrived, it renders without suspending. */
  preload(): Promise<unknown>;
}

const loaded = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/** The module `load` imports, loaded once, its promise carrying the fields `use` reads. */
function moduleOf<Module>(load: () => Promise<Module>): Promise<Module> {
  let module = loaded.get(load) as Promise<Module> | undefined;
  if (!module) {
    const loading = load();
    Object.assign(loading, { status: 'pending' });
    // A fulfilled promise is unwrapped synchronously by `use`, without suspending.
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason) => Object.assign(loading, { status: 'rejected', reason }),
    );
    loaded.set(load, loading);
    module = loading;
  }
  return module;
}

/**
 * A component exported by a module of its own chunk, like React.lazy, but preloadable: a prerendered
 * page loads its screen before hydrateRoot (src/main.tsx), so React adopts the markup in one pass. A
 * React.lazy screen would suspend during hydration, and any update meanwhile (the sign-in state
 * arriving) makes React throw the prerendered markup away and render the page again. Components
 * taken from one `load` share its module: once one has rendered, the others render at once (the
 * route guards once antd's providers are there, a guarded route's screen after its pending state).
 */
export function lazyRoute<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] & Preloadable {
  const preload = () => moduleOf(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, as React.lazy is
  function LazyComponent(props: object) {
    const Component = use(moduleOf(load))[name] as ComponentType<object>;
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload }) as unknown as Module[Name] & Preloadable;
}
