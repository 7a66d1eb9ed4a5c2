import { customers } from '../../../db/schema/index.ts';
import { partyFields } from './customers-fields.ts';
import { partyStage } from './party-stage.ts';

/*
 * The customers stage (issue 24): the party routine (party-stage.ts) on the customers table, with the
 * customer module's limits. New customers are numbered C-XXXX; inactive ones come in inactive (open
 * invoices may still point at them). A customer may share a name with a vendor.
 */
export const customersStage = partyStage({
  kind: 'customer',
  stage: 'customers',
  label: 'Customer',
  prefix: 'C',
  table: customers,
  numberColumn: customers.customerNumber,
  numberOf: (row) => row.customerNumber,
  listed: (model) => model.customers,
  check: (party) => ({ ...partyFields(party), extras: null }),
  wantedExtras: () => ({}),
  newColumns: (_extras, number) => ({ customerNumber: number }),
});
