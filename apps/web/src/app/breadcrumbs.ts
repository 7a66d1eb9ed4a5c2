import { matchPath } from 'react-router';
import { APP_ROUTES, ROOT_CRUMB, type TAppRoute } from './routes-table';

export type TCrumb = { title: string; href: string };

/** The table entry whose pattern matches the pathname (exact match, trailing slash allowed). */
export function findAppRoute(pathname: string): { route: TAppRoute; params: Record<string, string> } | null {
  for (const route of APP_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.params)) if (value !== undefined) params[key] = value;
      return { route, params };
    }
  }
  return null;
}

/** Turns a pattern into a URL with the current params (e.g. /companies/:id → /companies/42). */
function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? key));
}

/** The `search` parameters both the page and the parent route keep (`keepParams`), as `?…` or ''. */
function keptSearch(page: TAppRoute, parent: TAppRoute | undefined, search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of page.keepParams ?? []) {
    const value = current.get(name);
    if (value && parent?.keepParams?.includes(name)) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

function crumbFor(
  pattern: string,
  page: TAppRoute,
  params: Record<string, string>,
  search: string,
): TCrumb | null {
  if (pattern === ROOT_CRUMB.path) return { title: ROOT_CRUMB.title, href: ROOT_CRUMB.path };
  const route = APP_ROUTES.find((candidate) => candidate.path === pattern);
  return route
    ? { title: route.title, href: `${fillPattern(route.path, params)}${keptSearch(page, route, search)}` }
    : null;
}

/** Root first, current page last. Unknown paths give an empty trail. `search`: the page's query string. */
export function breadcrumbTrail(pathname: string, search = ''): TCrumb[] {
  const found = findAppRoute(pathname);
  if (!found) return [];
  const trail: TCrumb[] = [{ title: found.route.title, href: pathname }];
  let parent = found.route.parent;
  const seen = new Set<string>([found.route.path]);
  while (parent && !seen.has(parent)) {
    seen.add(parent);
    const crumb = crumbFor(parent, found.route, found.params, search);
    if (!crumb) break;
    trail.unshift(crumb);
    parent = APP_ROUTES.find((candidate) => candidate.path === parent)?.parent;
  }
  return trail;
}

/** Where the header's back button goes: the parent's URL, or null for "back in history". */
export function parentHref(pathname: string, search = ''): string | null {
  const trail = breadcrumbTrail(pathname, search);
  return trail.length >= 2 ? (trail[trail.length - 2]?.href ?? null) : null;
}
