import { Calculator, HardHat, Truck, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FeatureCard } from '../components/feature-card';

const FEATURES = [
  {
    icon: Users,
    title: 'CUSTOMER MANAGEMENT',
    description: 'Manage customers, jobs, change orders and billing in one place.',
  },
  {
    icon: Truck,
    title: 'JOB COST TRACKING',
    description: 'Track vendors, subcontracts, invoices and vendor change orders against every job.',
  },
  {
    icon: HardHat,
    title: 'EMPLOYEE MANAGEMENT',
    description: 'Handle employee setup, time entry, payroll and reporting.',
  },
  {
    icon: Calculator,
    title: 'ACCOUNTING',
    description: 'Keep your chart of accounts, journal entries, reconciliation and financial reports.',
  },
] as const;

export function LandingPage() {
  useDocumentTitle('Job Cost Management System');
  const navigate = useNavigate();
  const { session } = useSession();

  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <BrandLogo />
          {session ? (
            <Button onClick={() => navigate('/dashboard')}>Go to dashboard</Button>
          ) : (
            <Button onClick={() => navigate('/auth')}>LOGIN</Button>
          )}
        </div>
      </header>

      <main className="flex-1">
        <section className="bg-gradient-to-b from-accent/70 to-background">
          <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-20 text-center md:py-28">
            <h1 className="font-extrabold text-5xl text-primary tracking-tight md:text-6xl">Groundwork</h1>
            <p className="max-w-2xl text-muted-foreground text-xl md:text-2xl">Job Cost Management System</p>
            <Button size="lg" className="h-12 px-8 text-base" onClick={() => navigate('/auth')}>
              GET STARTED
            </Button>
          </div>
        </section>

        <section aria-label="Features" className="mx-auto max-w-6xl px-4 py-16">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <FeatureCard {...feature} />
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto max-w-6xl px-4 py-6 text-center text-muted-foreground text-sm">
          © {new Date().getFullYear()} Groundwork. All rights reserved.
        </div>
      </footer>
    </div>
  );
}
