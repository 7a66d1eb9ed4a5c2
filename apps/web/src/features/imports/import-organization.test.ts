import { describe, expect, it } from 'vitest';
import { withImportOrganization } from './import-organization';

const ORG = '0b7e5d2c-1f4a-4c3e-9a1b-2d3c4e5f6a7b';

describe('withImportOrganization', () => {
  it('leaves a path alone for the caller’s own company', () => {
    expect(withImportOrganization('/api/v1/imports/runs?page=1', null)).toBe('/api/v1/imports/runs?page=1');
  });

  it('adds the client company to a path with or without a query', () => {
    expect(withImportOrganization('/imports', ORG)).toBe(`/imports?organization_id=${ORG}`);
    expect(withImportOrganization('/imports/runs/r1?step=verify', ORG)).toBe(
      `/imports/runs/r1?step=verify&organization_id=${ORG}`,
    );
  });

  it('keeps a fragment last and encodes the id', () => {
    expect(withImportOrganization('/imports#history', 'a b&c')).toBe(
      '/imports?organization_id=a%20b%26c#history',
    );
  });
});
