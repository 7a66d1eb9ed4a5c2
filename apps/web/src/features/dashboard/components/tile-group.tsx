import { ArrowDown, ArrowRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { badgeCount, type TDashboardGroup } from '../dashboard-tiles';

export function TileGroup({ group, badges }: { group: TDashboardGroup; badges?: Record<string, number> }) {
  const headingId = `group-${group.title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm md:p-6">
      <h2 id={headingId} className="mb-4 font-bold text-primary text-sm tracking-wider">
        {group.title}
      </h2>
      <ol className="flex flex-col items-stretch gap-2 md:flex-row md:items-center">
        {group.tiles.map((tile, index) => {
          const count = badgeCount(badges, tile.href);
          return (
            <Fragment key={tile.href}>
              {index > 0 ? (
                <li aria-hidden="true" className="flex justify-center text-muted-foreground">
                  <ArrowRight className="hidden size-5 md:block" />
                  <ArrowDown className="size-5 md:hidden" />
                </li>
              ) : null}
              <li className="md:flex-1 md:self-stretch">
                <Link
                  to={tile.href}
                  className="relative flex h-full flex-row items-center gap-3 rounded-lg border bg-background p-4 outline-none transition-colors hover:border-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 md:flex-col md:justify-center md:text-center"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                    <tile.icon className="size-6" aria-hidden="true" />
                  </span>
                  <span className="font-medium text-sm">{tile.label}</span>
                  {count !== null ? (
                    <span
                      data-testid="tile-badge"
                      className="absolute -top-2 -right-2 flex min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 py-0.5 font-semibold text-white text-xs"
                    >
                      {count}
                    </span>
                  ) : null}
                </Link>
              </li>
            </Fragment>
          );
        })}
      </ol>
    </section>
  );
}
