import type { TBankLineKind } from '@groundwork/shared';

/** Debit or credit by sign, for a line whose code says nothing more. */
export function kindBySign(amountCents: number): TBankLineKind {
  return amountCents < 0 ? 'debit' : 'credit';
}

/** A few words a bank puts in the text of wires, fees and interest when its code is generic. */
export function kindFromText(text: string, amountCents: number): TBankLineKind | null {
  const t = text.toUpperCase();
  if (/\bWIRE\b|\bFEDWIRE\b|\bSWIFT\b/.test(t)) return 'wire';
  if (/\bACH\b|\bDIRECT DEP|\bPPD\b|\bCCD\b/.test(t)) return 'ach';
  if (
    /\bSERVICE CHARGE\b|\bSERVICE FEE\b|\bMONTHLY FEE\b|\bMAINTENANCE FEE\b|\bFEE\b/.test(t) &&
    amountCents < 0
  )
    return 'fee';
  if (/\bINTEREST\b/.test(t)) return 'interest';
  if (/\bTRANSFER\b|\bXFER\b/.test(t)) return 'transfer';
  if (/\bDEPOSIT\b/.test(t) && amountCents > 0) return 'deposit';
  if (/\bCHECK\b|\bCHEQUE\b|\bCHK\b/.test(t) && amountCents < 0) return 'check';
  return null;
}

/** OFX TRNTYPE to kind. A DEBIT with a CHECKNUM is a check: many banks never send TRNTYPE CHECK. */
export function ofxKind(
  trnType: string,
  amountCents: number,
  hasCheckNumber: boolean,
  text: string,
): TBankLineKind {
  switch (trnType.toUpperCase()) {
    case 'CHECK':
      return 'check';
    case 'DEP':
      return 'deposit';
    case 'DIRECTDEP':
    case 'DIRECTDEBIT':
      return 'ach';
    case 'XFER':
      return 'transfer';
    case 'SRVCHG':
    case 'FEE':
      return 'fee';
    case 'INT':
    case 'DIV':
      return 'interest';
    default:
      if (hasCheckNumber && amountCents < 0) return 'check';
      return kindFromText(text, amountCents) ?? kindBySign(amountCents);
  }
}

/**
 * BAI2 detail type codes: 100–399 credits, 400–699 debits (720–759 loan credits, 760–799 loan debits).
 * Null direction = not a money movement this product reads (status codes, 890 information, 9xx own codes).
 */
export function bai2Direction(typeCode: number): 1 | -1 | null {
  if (typeCode >= 100 && typeCode <= 399) return 1;
  if (typeCode >= 400 && typeCode <= 699) return -1;
  if (typeCode >= 720 && typeCode <= 759) return 1;
  if (typeCode >= 760 && typeCode <= 799) return -1;
  return null;
}

const BAI2_KINDS: Record<string, TBankLineKind> = {
  // checks paid, certified checks, check reversals
  '474': 'check',
  '475': 'check',
  '395': 'check',
  // deposits
  '115': 'deposit',
  '116': 'deposit',
  '118': 'deposit',
  '147': 'deposit',
  '171': 'deposit',
  '172': 'deposit',
  '173': 'deposit',
  '174': 'deposit',
  '175': 'deposit',
  '176': 'deposit',
  '184': 'deposit',
  '187': 'deposit',
  '301': 'deposit',
  '319': 'deposit',
  '366': 'deposit',
  // ACH
  '142': 'ach',
  '143': 'ach',
  '145': 'ach',
  '155': 'ach',
  '164': 'ach',
  '165': 'ach',
  '166': 'ach',
  '168': 'ach',
  '169': 'ach',
  '257': 'ach',
  '258': 'ach',
  '445': 'ach',
  '447': 'ach',
  '451': 'ach',
  '452': 'ach',
  '455': 'ach',
  '462': 'ach',
  '464': 'ach',
  '466': 'ach',
  '468': 'ach',
  '469': 'ach',
  '557': 'ach',
  '558': 'ach',
  // wires (money transfers in and out, international)
  '191': 'wire',
  '195': 'wire',
  '196': 'wire',
  '208': 'wire',
  '491': 'wire',
  '493': 'wire',
  '495': 'wire',
  '496': 'wire',
  '508': 'wire',
  // book and automatic transfers, ZBA
  '201': 'transfer',
  '206': 'transfer',
  '275': 'transfer',
  '277': 'transfer',
  '501': 'transfer',
  '506': 'transfer',
  '575': 'transfer',
  '577': 'transfer',
  // fees
  '564': 'fee',
  '567': 'fee',
  '661': 'fee',
  '698': 'fee',
  // interest
  '354': 'interest',
  '346': 'interest',
  '242': 'interest',
  '654': 'interest',
};

export function bai2Kind(typeCode: string, amountCents: number, text: string): TBankLineKind {
  return BAI2_KINDS[typeCode] ?? kindFromText(text, amountCents) ?? kindBySign(amountCents);
}

/**
 * ISO 20022 bank transaction code (Domn/Fmly/SubFmly) to kind; a proprietary BAI code (US banks put
 * the BAI2 type code in `Prtry/Cd`) goes through the BAI2 table.
 */
export function camtKind(
  code: { family: string; subFamily: string; proprietary: string },
  amountCents: number,
  hasCheckNumber: boolean,
  text: string,
): TBankLineKind {
  const family = code.family.toUpperCase();
  const sub = code.subFamily.toUpperCase();
  if (['RCHQ', 'ICHQ'].includes(family) || ['CCHQ', 'BCHQ', 'CQRV', 'URCQ'].includes(sub) || hasCheckNumber)
    return family === 'RCHQ' && amountCents > 0 ? 'deposit' : 'check';
  if (['CHRG', 'FEES', 'COMM', 'SUBS', 'TAXE'].includes(sub)) return 'fee';
  if (['INTR', 'DIVD'].includes(sub)) return 'interest';
  if (['CDPT', 'CASH'].includes(sub) || family === 'CNTR')
    return amountCents > 0 ? 'deposit' : kindBySign(amountCents);
  if (
    ['ACDT', 'ADBT', 'ACOR', 'APAC', 'ARET', 'AREV', 'ATXN', 'ASET', 'PRDD', 'ESDD', 'BBDD', 'OODD'].includes(
      sub,
    )
  )
    return 'ach';
  if (['RDDT', 'IDDT'].includes(family)) return 'ach';
  if (
    ['XBCT', 'DMCT', 'FICT', 'SDVA', 'PRCT', 'RPCR', 'VCOM'].includes(sub) &&
    ['RCDT', 'ICDT'].includes(family)
  )
    return 'wire';
  if (['BOOK', 'ICCT', 'XICT', 'ZABA', 'SWEP', 'TOPG'].includes(sub)) return 'transfer';
  if (code.proprietary && /^\d{3}$/.test(code.proprietary))
    return bai2Kind(code.proprietary, amountCents, text);
  return kindFromText(text, amountCents) ?? kindBySign(amountCents);
}

/** Check numbers as banks pad them (`0001234`) compare as `1234`; non-numeric ones stay as written. */
export function normalizeCheckNumber(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return null;
  if (/^\d+$/.test(trimmed)) return trimmed.replace(/^0+(?=\d)/, '');
  return trimmed;
}
