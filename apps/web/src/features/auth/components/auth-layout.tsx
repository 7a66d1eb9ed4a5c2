import type * as React from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';

/** The centred single-card layout of the auth, password and setup screens. */
export function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-b from-accent/60 to-background">
      <header className="flex justify-center px-4 pt-10">
        <Link
          to="/"
          aria-label="Groundwork home"
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <BrandLogo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 md:items-center md:pb-24">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
