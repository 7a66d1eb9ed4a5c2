import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { breadcrumbTrail } from '../breadcrumbs';

export function Breadcrumbs() {
  const { pathname, search } = useLocation();
  const trail = breadcrumbTrail(pathname, search);
  if (trail.length === 0) return null;

  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-muted-foreground text-sm">
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <Fragment key={crumb.href}>
              {index > 0 ? (
                <li role="presentation" aria-hidden="true" className="hidden sm:block">
                  <ChevronRight className="size-3.5" />
                </li>
              ) : null}
              <li className={isLast ? 'min-w-0' : 'hidden sm:block'}>
                {isLast ? (
                  <span aria-current="page" className="block truncate font-medium text-foreground">
                    {crumb.title}
                  </span>
                ) : (
                  <Link to={crumb.href} className="whitespace-nowrap hover:text-foreground hover:underline">
                    {crumb.title}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
