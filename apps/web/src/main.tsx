import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { captureBootHash } from './lib/boot-url';
import { loadConfig } from './lib/config';
import { initSupabase } from './lib/supabase';
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

async function boot(): Promise<void> {
  // Before supabase-js reads (and clears) the URL fragment of an emailed link.
  captureBootHash();
  applyTheme(readStoredTheme());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  try {
    initSupabase(await loadConfig());
  } catch (error) {
    console.error('Configuration failed to load', error);
    root.render(<BootError message={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  root.render(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void boot();
