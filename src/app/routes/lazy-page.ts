import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Loads the page's chunk now; a page loaded before its first render renders without suspending. */
  preload(): Promise<void>;
};

/**
 * A page loaded on first visit, from a slice that exports it by name. A prerendered page is loaded before the app
 * hydrates it (`preload`): a lazy page would suspend there, and its part of the page would wait, still the served
 * markup, for the chunk; an update reaching it meanwhile (the router settling, the session) makes React drop that
 * markup and render it anew, without what a member had typed into it.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  const Page = lazy(() => {
    const preloaded = loaded;
    // React reads a thenable that has already called back as resolved, so the first render does not suspend.
    if (preloaded) return { then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve({ default: preloaded }) } as Promise<{ default: ComponentType<Props> }>;
    return load().then((page) => ({ default: (loaded = page) }));
  });
  return Object.assign(Page, {
    async preload() {
      loaded ??= await load();
    },
  });
}
