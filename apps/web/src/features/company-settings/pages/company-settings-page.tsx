import {
  BriefcaseIcon,
  Building2Icon,
  ChevronRightIcon,
  ListTreeIcon,
  type LucideIcon,
  PaletteIcon,
  TagsIcon,
  UploadIcon,
  UsersIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

type TSettingsCard = { href: string; title: string; description: string; icon: LucideIcon };

/** Spec §2 Company Settings hub: where each part of the company's setup lives. */
export const SETTINGS_CARDS: readonly TSettingsCard[] = [
  {
    href: '/settings/company/profile',
    title: 'Company Profile',
    description:
      'Company name, number, legal structure, EIN, and contact details: e-mail, phone and address.',
    icon: Building2Icon,
  },
  {
    href: '/settings/company/branding',
    title: 'Company Branding',
    description: 'Your logo and the three brand colors the product takes on for your company.',
    icon: PaletteIcon,
  },
  {
    href: '/settings/company/business',
    title: 'Business Settings',
    description: 'Default currency, fiscal year end, and the departments your employees belong to.',
    icon: BriefcaseIcon,
  },
  {
    href: '/settings/company/cost-codes',
    title: 'Standard Cost Codes',
    description: 'The XX-XXXX cost codes jobs are tracked by, with CSV import, export and a template.',
    icon: ListTreeIcon,
  },
  {
    href: '/settings/company/cost-categories',
    title: 'Cost Categories',
    description: 'Categories of cost such as labor or materials, each tied to a general ledger account.',
    icon: TagsIcon,
  },
  {
    href: '/settings/company/users',
    title: 'Third-Party Users',
    description: 'People outside your company, such as your accountant, who may see your data.',
    icon: UsersIcon,
  },
  {
    href: '/imports/all',
    title: 'All Imports',
    description: 'Import chart of accounts, customers, vendors and more from QuickBooks or CSV.',
    icon: UploadIcon,
  },
];

export function CompanySettingsPage() {
  useDocumentTitle('Company Settings');
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Company Settings" subtitle="Manage your company's profile, settings and standards" />
      <nav aria-label="Company settings">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SETTINGS_CARDS.map((card) => {
            const slug = `settings-card${card.href.replaceAll('/', '-')}`;
            return (
              <li key={card.href}>
                <Link
                  to={card.href}
                  aria-labelledby={`${slug}-title`}
                  aria-describedby={`${slug}-description`}
                  className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm outline-none transition-colors hover:border-primary hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                    <card.icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="grid flex-1 gap-1">
                    <span className="flex items-center justify-between gap-2 font-semibold">
                      <span id={`${slug}-title`}>{card.title}</span>
                      <ChevronRightIcon
                        aria-hidden="true"
                        className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                    <span id={`${slug}-description`} className="text-muted-foreground text-sm">
                      {card.description}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
