import { describe, expect, it } from 'vitest';
import { logoExtension, logoFileProblem } from './logo-file';

const MB = 1024 * 1024;

describe('logoFileProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/svg+xml'])('accepts %s under 5 MB', (type) => {
    expect(logoFileProblem({ type, size: 5 * MB })).toBeNull();
  });

  it.each(['application/pdf', 'text/html', '', 'image/gif', 'image/webp'])(
    'refuses %j as an invalid type',
    (type) => {
      expect(logoFileProblem({ type, size: 10 })).toEqual({
        title: 'Invalid file type',
        description: 'Please upload a PNG, JPG, or SVG file.',
      });
    },
  );

  it('refuses a file over 5 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 5 * MB + 1 })).toEqual({
      title: 'File too large',
      description: 'Logo file must be under 5MB.',
    });
  });

  it('names the extension by type', () => {
    expect(logoExtension('image/jpeg')).toBe('jpg');
    expect(logoExtension('image/svg+xml')).toBe('svg');
  });
});
