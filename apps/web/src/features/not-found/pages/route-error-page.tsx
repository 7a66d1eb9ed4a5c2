import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** The router's errorElement: an unhandled error while rendering or loading a route. */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error('Unhandled route error', error);
  }, [error]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-bold text-2xl">Unexpected Application Error!</h1>
      <p className="max-w-xl text-muted-foreground">{describe(error)}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          Return to Home
        </Button>
      </div>
    </main>
  );
}
