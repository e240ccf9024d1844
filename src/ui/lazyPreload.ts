/**
 * A component loaded on first use, as `React.lazy` loads one, that can also be loaded ahead
 * (`preload()`, e.g. when the till is idle). Once loaded it is handed to React at once: a
 * plain `lazy` component suspends on its first render even when its chunk is already in
 * memory, and React then holds the dialog back for up to 300 ms (its throttle on showing
 * suspended content), so loading ahead alone would not make it open sooner.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: a component of any props
export function lazyPreload<C extends ComponentType<any>>(load: () => Promise<C>): PreloadableComponent<React.ComponentProps<C>> {
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Not loaded (offline before it was cached): the next use tries again.
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    // Already loaded: a thenable that answers at once, so React renders it without suspending.
    if (loaded) {
      const module = { default: loaded };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
    }
    return preload().then((c) => ({ default: c }));
  });
  return Object.assign(component, { preload }) as PreloadableComponent<React.ComponentProps<C>>;
}
