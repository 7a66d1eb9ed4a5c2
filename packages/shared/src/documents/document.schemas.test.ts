import { describe, expect, it } from 'vitest';
import {
  cleanDocumentFileName,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  documentFileProblem,
  extensionAgrees,
  formatFileSize,
  payApplicationDocumentName,
} from './document.schemas.ts';

describe('cleanDocumentFileName', () => {
  it('keeps the last segment of a path and plain names as they are', () => {
    expect(cleanDocumentFileName('C:\\Users\\pat\\Site photo 1.JPG')).toBe('Site photo 1.JPG');
    expect(cleanDocumentFileName('/tmp/../etc/Contract.pdf')).toBe('Contract.pdf');
    expect(cleanDocumentFileName('Façade — north.png')).toBe('Façade — north.png');
  });

  it('replaces control and reserved characters, collapses spaces, drops leading dots', () => {
    expect(cleanDocumentFileName('a\u0000b\u202e<x>:"|?*.pdf')).toBe('a b x .pdf');
    expect(cleanDocumentFileName('   ..hidden   name .pdf ')).toBe('hidden name .pdf');
    expect(cleanDocumentFileName('...')).toBe('');
  });

  it('shortens long names to 200 characters, keeping the extension', () => {
    const name = cleanDocumentFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('x.pdf')).toBe(true);
  });
});

describe('documentFileProblem', () => {
  it('allows PDF, PNG and JPEG up to 20 MB whose name agrees with the type', () => {
    expect(documentFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(documentFileProblem({ name: 'a.jpeg', type: 'image/jpeg', size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(documentFileProblem({ name: 'a.PNG', type: 'image/png', size: 1 })).toBeNull();
  });

  it('names what is wrong', () => {
    expect(documentFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe(
      DOCUMENT_MESSAGES.noFile,
    );
    expect(
      documentFileProblem({ name: 'a.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES + 1 }),
    ).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect(documentFileProblem({ name: 'a.docx', type: 'application/msword', size: 5 })).toBe(
      DOCUMENT_MESSAGES.invalidType,
    );
    expect(documentFileProblem({ name: 'a.png', type: 'application/pdf', size: 5 })).toBe(
      DOCUMENT_MESSAGES.invalidType,
    );
  });

  it('extensionAgrees reads the extension case-insensitively', () => {
    expect(extensionAgrees('scan.JPG', 'image/jpeg')).toBe(true);
    expect(extensionAgrees('scan', 'image/jpeg')).toBe(false);
  });
});

describe('names and sizes', () => {
  it('names a pay application PDF by its kind, number and job', () => {
    const base = {
      application_number: 3,
      job_number: 'J-26-001',
      billing_method: 'progress',
      kind: 'progress',
    };
    expect(payApplicationDocumentName(base)).toBe('Pay Application 3 - J-26-001.pdf');
    expect(payApplicationDocumentName({ ...base, billing_method: 'invoice' })).toBe(
      'Invoice 3 - J-26-001.pdf',
    );
    expect(payApplicationDocumentName({ ...base, kind: 'retainage_release' })).toBe(
      'Retainage Release 3 - J-26-001.pdf',
    );
  });

  it('formats sizes in B, KB and MB', () => {
    expect(formatFileSize(312)).toBe('312 B');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });
});
