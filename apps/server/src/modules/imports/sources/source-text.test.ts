import { describe, expect, it } from 'vitest';
import {
  decodeSource,
  encodeSource,
  excelSerialDate,
  formatSourceCents,
  isBlankSource,
  joinAccountPath,
  parseSourceAmount,
  parseSourceDate,
  splitAccountPath,
} from './source-text.ts';

describe('decodeSource', () => {
  it('drops a UTF-8 BOM', () => {
    expect(decodeSource(new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0xc3, 0xa9]))).toEqual({
      text: 'Aé',
      encoding: 'utf-8-bom',
    });
  });
  it('reads valid UTF-8 as UTF-8', () => {
    expect(decodeSource(new TextEncoder().encode('Peña Café'))).toEqual({
      text: 'Peña Café',
      encoding: 'utf-8',
    });
  });
  it('reads invalid UTF-8 as Windows-1252', () => {
    expect(
      decodeSource(new Uint8Array([0x50, 0x65, 0xf1, 0x61, 0x20, 0x43, 0x61, 0x66, 0xe9, 0x80])),
    ).toEqual({
      text: 'Peña Café€',
      encoding: 'windows-1252',
    });
  });
  it('round-trips encodeSource in every encoding', () => {
    for (const enc of ['utf-8', 'utf-8-bom', 'windows-1252'] as const)
      expect(decodeSource(encodeSource('Señor Éclair', enc))).toEqual({
        text: 'Señor Éclair',
        encoding: enc,
      });
  });
  it('reads empty input', () => {
    expect(decodeSource(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8' });
  });
});

describe('parseSourceAmount', () => {
  it.each([
    ['1,204.50', 120450],
    ['"1,204.50"', 120450],
    ['(1,204.50)', -120450],
    ['"(1,204.50)"', -120450],
    ['-1204.5', -120450],
    ['$1,204.50', 120450],
    ['-$1,204.50', -120450],
    ['($1,204.50)', -120450],
    ['1204.50-', -120450],
    ['1,204,332.10', 120433210],
    ['0', 0],
    ['-0.00', 0],
    ['.5', 50],
    [' 12 ', 1200],
  ])('%s → %d', (text, cents) => {
    expect(parseSourceAmount(text)).toBe(cents);
  });
  it.each(['', '   ', '""', 'abc', '1.2.3', '12.345', '1,20.00', '--5'])('%j → null', (text) => {
    expect(parseSourceAmount(text)).toBeNull();
  });
  it('tells blank from invalid with isBlankSource', () => {
    expect(isBlankSource('""')).toBe(true);
    expect(isBlankSource(' ')).toBe(true);
    expect(isBlankSource('abc')).toBe(false);
  });
});

describe('parseSourceDate', () => {
  it.each([
    ['1/31/2026', '2026-01-31'],
    ['01/05/2026', '2026-01-05'],
    ['12/31/99', '1999-12-31'],
    ['1/1/70', '1970-01-01'],
    ['1/1/00', '2000-01-01'],
    ['6/30/69', '2069-06-30'],
    ['3/15/26', '2026-03-15'],
    ['2026-01-31', '2026-01-31'],
    ['2026-01-31T00:00:00Z', '2026-01-31'],
    ['1/31/2026 0:00:00', '2026-01-31'],
    ['"2/29/2024"', '2024-02-29'],
  ])('%s → %s', (text, iso) => {
    expect(parseSourceDate(text)).toBe(iso);
  });
  it.each(['', 'abc', '2/30/2026', '13/1/2026', '2/29/2025', '45657', '1/2/123'])('%j → null', (text) => {
    expect(parseSourceDate(text)).toBeNull();
  });
  it('reads Excel serials only when asked', () => {
    expect(parseSourceDate('45657', { excelSerial: true })).toBe('2024-12-31');
    expect(parseSourceDate('45657.5', { excelSerial: true })).toBe('2024-12-31');
    expect(excelSerialDate(1)).toBe('1900-01-01');
    expect(excelSerialDate(59)).toBe('1900-02-28');
    expect(excelSerialDate(60)).toBeNull();
    expect(excelSerialDate(61)).toBe('1900-03-01');
    expect(excelSerialDate(0)).toBeNull();
  });
});

describe('account paths', () => {
  it('splits and joins', () => {
    expect(splitAccountPath('Job Materials:Lumber')).toEqual(['Job Materials', 'Lumber']);
    expect(splitAccountPath(' Acme : Main St ')).toEqual(['Acme', 'Main St']);
    expect(splitAccountPath('Cash')).toEqual(['Cash']);
    expect(splitAccountPath('')).toEqual([]);
    expect(joinAccountPath(['a', 'b', 'c'])).toBe('a:b:c');
  });
  it('formats cents for messages', () => {
    expect(formatSourceCents(125000)).toBe('1,250.00');
    expect(formatSourceCents(-120433210)).toBe('-1,204,332.10');
    expect(formatSourceCents(5)).toBe('0.05');
  });
});
