import type { ComponentType, JSX, LazyExoticComponent } from 'react';
import { lazyNamed } from '../lib/lazy-named';

/**
 * A lazily loaded MUI component inside the theme (ThemedPage), for pages whose first
 * screen is drawn without MUI: the theme, Emotion and the component arrive together on first use.
 */
export function lazyThemed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazyNamed<K, P>(async () => {
    const [{ ThemedPage }, module] = await Promise.all([import('./ThemedPage'), load()]);
    const Component: ComponentType<P> = module[name];
    const Themed = (props: P) => (
      <ThemedPage>
        <Component {...(props as P & JSX.IntrinsicAttributes)} />
      </ThemedPage>
    );
    return { [name]: Themed } as Record<K, ComponentType<P>>;
  }, name);
}
