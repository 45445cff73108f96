import { lazy, type ComponentType } from 'react';

/** A page loaded on first visit, from a slice that exports it by name. */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}
