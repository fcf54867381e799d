import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

/** Fresh modules: the table, the scripts named and whether the app took over are each module's own. */
async function fresh() {
  vi.resetModules();
  vi.stubEnv('PROD', true);
  // The idle moment comes at once.
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  const [scripts, takeOver, later] = await Promise.all([
    import('./later-scripts'),
    import('./after-take-over'),
    import('./use-later-module'),
  ]);
  return { ...scripts, ...takeOver, ...later };
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('a module run only at its first use (docs/decisions/061)', () => {
  it('when idle, has its scripts fetched and not run; its first use runs it', async () => {
    const { setLaterScripts, tookOver, useLaterModule } = await fresh();
    const load = vi.fn(async () => ({ name: 'checked form' }));
    let need: () => Promise<unknown> = async () => null;
    function Form() {
      const later = useLaterModule(load, { scripts: 'checkedSignInForm' });
      need = later.need;
      return <p>{later.module?.name ?? 'stand-in'}</p>;
    }
    render(<Form />);
    tookOver();
    setLaterScripts({ checkedSignInForm: ['/assets/zod.js', '/assets/form.js'] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(preloaded()).toEqual(['/assets/zod.js', '/assets/form.js']);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('stand-in')).toBeTruthy();

    await act(() => need());
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByText('checked form')).toBeTruthy();
  });

  it('is run when idle as before when the build has no list of its scripts', async () => {
    const { setLaterScripts, tookOver, useLaterModule, preloadLaterScripts } = await fresh();
    const load = vi.fn(async () => ({ name: 'checked form' }));
    function Form() {
      const later = useLaterModule(load, { scripts: 'checkedSignInForm' });
      return <p>{later.module?.name ?? 'stand-in'}</p>;
    }
    render(<Form />);
    tookOver();
    // route-preloads.json did not arrive.
    setLaterScripts(null);
    expect(await screen.findByText('checked form')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
    expect(preloaded()).toEqual([]);
    expect(await preloadLaterScripts('apiClient')).toBe(false);
  });

  it('names each script once, and a module the table does not list is not fetched ahead', async () => {
    const { setLaterScripts, preloadLaterScripts } = await fresh();
    setLaterScripts({
      apiClient: ['/assets/envelope.js', '/assets/call.js'],
      signInSteps: ['/assets/call.js'],
    });
    expect(await preloadLaterScripts('apiClient')).toBe(true);
    expect(await preloadLaterScripts('signInSteps')).toBe(true);
    expect(await preloadLaterScripts('completeSignIn')).toBe(false);
    expect(preloaded()).toEqual(['/assets/envelope.js', '/assets/call.js']);
  });
});
