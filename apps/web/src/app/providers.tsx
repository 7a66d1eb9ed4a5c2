import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { Toaster } from 'sonner';
import { SessionProvider } from './session';
import { ThemeProvider, useTheme } from './theme-provider';

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster duration={2000} richColors closeButton position="top-right" theme={theme} />;
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: React.ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider>{children}</SessionProvider>
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
