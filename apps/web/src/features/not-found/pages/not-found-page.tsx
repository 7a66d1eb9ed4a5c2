import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-muted px-4 text-center">
      <h1 className="font-bold text-6xl text-primary">404</h1>
      <p className="text-muted-foreground text-xl">Oops! Page not found</p>
      <Link to="/" className={buttonVariants({ variant: 'default' })}>
        Return to Home
      </Link>
    </main>
  );
}
