import { AuthError } from './auth-errors.ts';

export type TPaging = { page: number; perPage: number };

const DEFAULT_PER_PAGE = 50;
/** GoTrue sets no ceiling; one keeps a single request from loading every account at once. */
const MAX_PER_PAGE = 1000;
const UINT64_MAX = 18446744073709551615n;

/** Go's strconv.ParseUint(s, 10, 64), with its error text (GoTrue quotes it in the answer). */
function parseUint(raw: string): bigint | string {
  if (!/^[0-9]+$/.test(raw)) return `strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`;
  const n = BigInt(raw);
  if (n > UINT64_MAX) return `strconv.ParseUint: parsing ${JSON.stringify(raw)}: value out of range`;
  return n;
}

const badPaging = (reason: string) =>
  new AuthError(400, 'validation_failed', `Bad Pagination Parameters: ${reason}`);

/** GoTrue's `paginate` (internal/api/pagination.go): `page` from 1, `per_page` above 0, default 50. */
export function readPaging(page: string | undefined, perPage: string | undefined): TPaging {
  let p = 1n;
  let pp = BigInt(DEFAULT_PER_PAGE);
  if (page) {
    const n = parseUint(page);
    if (typeof n === 'string') throw badPaging(n);
    p = n;
  }
  if (perPage) {
    const n = parseUint(perPage);
    if (typeof n === 'string') throw badPaging(n);
    if (n === 0n) throw badPaging('per_page must be greater than 0');
    pp = n;
  }
  const perPageN = Number(pp > BigInt(MAX_PER_PAGE) ? BigInt(MAX_PER_PAGE) : pp);
  // A page past any offset PostgreSQL can take is simply empty; page 0 reads as the first.
  const pageN = p < 1n ? 1 : Number(p > 1_000_000_000n ? 1_000_000_000n : p);
  return { page: pageN, perPage: perPageN };
}

/**
 * GoTrue's addPaginationHeaders: `<url?page=n+1>; rel="next", <url?page=last>; rel="last"` on the
 * request's own path and query, the query keys sorted as Go's url.Values.Encode writes them (auth-js
 * reads the page number after the first `=`).
 */
export function pagingLink(requestUrl: string, paging: TPaging, total: number): string {
  const url = new URL(requestUrl);
  const totalPages = Math.ceil(total / paging.perPage);
  const at = (page: number) => {
    const query = new URLSearchParams(url.search);
    query.set('page', String(page));
    query.sort();
    return `${url.pathname}?${query.toString()}`;
  };
  const links: string[] = [];
  if (totalPages > paging.page) links.push(`<${at(paging.page + 1)}>; rel="next"`);
  links.push(`<${at(totalPages)}>; rel="last"`);
  return links.join(', ');
}
