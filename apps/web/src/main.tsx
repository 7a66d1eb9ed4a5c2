import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { captureBootHash } from './lib/boot-url';
import { loadConfig } from './lib/config';
import { initSupabase, mayHaveSession } from './lib/supabase';
import { applyTheme, readStoredTheme } from './lib/theme';

function BootError({ message }: { message: string }) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-bold text-2xl">Groundwork could not start</h1>
      <p className="max-w-xl text-muted-foreground">{message}</p>
      <button
        type="button"
        className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground text-sm"
        onClick={() => window.location.reload()}
      >
        Try again
      </button>
    </main>
  );
}

/** Marks the prerendered HTML as replaced: its controls now work (see scripts/prerender.mjs). */
function Started({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute('aria-disabled'), [container]);
  return children;
}

async function boot(): Promise<void> {
  // Before supabase-js reads (and clears) the URL fragment of an emailed link.
  captureBootHash();
  applyTheme(readStoredTheme());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // `/` and `/auth` arrive prerendered, as a signed-out visitor sees them (other pages with a spinner).
  const isPrerendered = container.hasAttribute('data-prerendered');
  const root = createRoot(container);
  let supabaseLoaded: Promise<unknown>;
  try {
    supabaseLoaded = initSupabase(await loadConfig());
  } catch (error) {
    console.error('Configuration failed to load', error);
    root.render(<BootError message={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  // Created now, so the chunks of the page asked for load while supabase-js does.
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <Started container={container}>
        <Providers queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </Providers>
      </Started>
    </StrictMode>
  );
  if (isPrerendered && !mayHaveSession() && router.state.initialized) {
    // Nobody can be signed in and the page's code is here: render it over the prerendered HTML (the
    // same markup, so nothing moves) as a transition, in slices that leave the main thread free.
    startTransition(() => root.render(app));
    supabaseLoaded.catch((error) => console.error('The auth client failed to load', error));
    return;
  }
  if (isPrerendered) {
    // A signed-in visitor must not see the signed-out page while the session is read.
    flushSync(() => root.render(<FullPageSpinner />));
    container.removeAttribute('aria-disabled');
  }
  try {
    await supabaseLoaded;
  } catch (error) {
    console.error('The auth client failed to load', error);
    root.render(<BootError message="The sign-in component could not be loaded. Check the connection." />);
    return;
  }
  root.render(app);
}

void boot();
