import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chosenFiles, FileDropZone } from './file-drop-zone';

const file = (name: string) => new File(['x'], name);

describe('chosenFiles', () => {
  it('hands over the first file alone, or every file in multiple mode', () => {
    const files = [file('lists.iif'), file('tb.csv'), file('ar.xlsx')];
    expect(chosenFiles(files, false).map((f) => f.name)).toEqual(['lists.iif']);
    expect(chosenFiles(files, true).map((f) => f.name)).toEqual(['lists.iif', 'tb.csv', 'ar.xlsx']);
    expect(chosenFiles(null, true)).toEqual([]);
    expect(chosenFiles([], false)).toEqual([]);
  });
});

describe('FileDropZone', () => {
  it('offers one CSV file by default', () => {
    const html = renderToStaticMarkup(
      React.createElement(FileDropZone, { onFile: () => undefined, error: null, hint: 'code, name' }),
    );
    expect(html).toContain('accept=".csv,text/csv"');
    expect(html).toContain('aria-label="CSV file"');
    expect(html).not.toContain('multiple');
    expect(html).toContain('Browse Files');
  });

  it('takes several files in multiple mode and says what it is doing while busy', () => {
    const html = renderToStaticMarkup(
      React.createElement(FileDropZone, {
        multiple: true,
        onFiles: () => undefined,
        hint: 'IIF and reports',
        accept: '.iif,.csv',
        fileLabel: 'Import files',
        isReading: true,
        readingText: 'Uploading 2 of 3…',
      }),
    );
    expect(html).toMatch(/<input[^>]* multiple=""/);
    expect(html).toContain('aria-label="Import files"');
    expect(html).toContain('Uploading 2 of 3…');
  });

  it('shows the error in place of the hint', () => {
    const html = renderToStaticMarkup(
      React.createElement(FileDropZone, { onFile: () => undefined, error: 'Not a CSV', hint: 'code, name' }),
    );
    expect(html).toContain('Not a CSV');
    expect(html).not.toContain('code, name');
  });
});
