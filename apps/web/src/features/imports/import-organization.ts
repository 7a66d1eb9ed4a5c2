/** `path` with `organization_id=` added when internal support imports for a client company (else as is). */
export function withImportOrganization(path: string, organizationId: string | null): string {
  if (!organizationId) return path;
  const hashAt = path.indexOf('#');
  const [base, hash] = hashAt === -1 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}organization_id=${encodeURIComponent(organizationId)}${hash}`;
}
