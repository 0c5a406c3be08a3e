/**
 * For the tests: the independent validator (stdnum, a port of python-stdnum) of each country's VAT number, shared by
 * the VAT and company tests. Never imported by the product.
 */
import { stdnum } from 'stdnum';

export type Validate = (v: string) => { isValid: boolean };

/** The independent validator of each country's number. */
export const STDNUM: Record<string, Validate> = {
  AT: stdnum.AT.uid.validate, BE: stdnum.BE.vat.validate, BG: stdnum.BG.vat.validate, HR: stdnum.HR.oib.validate,
  CY: stdnum.CY.vat.validate, CZ: stdnum.CZ.dic.validate, DK: stdnum.DK.cvr.validate, EE: stdnum.EE.kmkr.validate,
  FI: stdnum.FI.alv.validate, FR: stdnum.FR.tva.validate, DE: stdnum.DE.vat.validate, GR: stdnum.GR.vat.validate,
  HU: stdnum.HU.anum.validate, IE: stdnum.IE.vat.validate, IT: stdnum.IT.iva.validate, LV: stdnum.LV.pvn.validate,
  LT: stdnum.LT.pvm.validate, LU: stdnum.LU.tva.validate, MT: stdnum.MT.vat.validate, NL: stdnum.NL.btw.validate,
  PL: stdnum.PL.nip.validate, PT: stdnum.PT.nif.validate, RO: stdnum.RO.cif.validate, SK: stdnum.SK.dph.validate,
  SI: stdnum.SI.ddv.validate, ES: stdnum.ES.nif.validate, SE: stdnum.SE.vat.validate, GB: stdnum.GB.vat.validate,
  NO: stdnum.NO.mva.validate, CH: stdnum.CH.vat.validate, IS: stdnum.IS.vsk.validate, MC: stdnum.MC.tva.validate,
  AD: stdnum.AD.nrt.validate, SM: stdnum.SM.coe.validate,
};

/** stdnum takes Monaco's and San Marino's numbers without the FR/SM prefix that our written form carries. */
export const forStdnum = (code: string, v: string): string => (code === 'SM' ? v.slice(2) : v);

