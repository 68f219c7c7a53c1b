/**
 * The fields of one chilling unit (spec 02 §3), named under the unit's
 * prefix: ABC has its own set (chilling centre and society), BMC and FTBMC
 * theirs (BMC ids and name); all share capacity, owner, vendor (Others takes
 * a typed name), year, method of cooling and traceability id.
 */
import { get } from 'react-hook-form';
import type { FieldConfig } from '@/components/form/form-types';
import { VENDOR_OTHERS } from '@/features/sites/api/site-model';
import type { SiteOptions } from '@/features/sites/components/site-options';
import { isAbc } from '@/features/sites/components/site-values';

const L = 'sites.fields.unit';

export function unitFields(prefix: string, productType: string, o: SiteOptions): FieldConfig[] {
  const c = `${prefix}chillingUnit.`;
  const own: FieldConfig[] = isAbc(productType)
    ? [
        { type: 'text', name: `${c}chillingCenterName`, label: `${L}.chillingCenterName`, required: true, width: 4 },
        { type: 'text', name: `${c}chillingCenterId`, label: `${L}.chillingCenterId`, width: 4 },
        { type: 'text', name: `${c}collectionCenterType`, label: `${L}.collectionCenterType`, width: 4 },
        { type: 'text', name: `${c}societyId`, label: `${L}.societyId`, width: 6 },
        { type: 'text', name: `${c}societyLongId`, label: `${L}.societyLongId`, width: 6 },
      ]
    : [
        { type: 'text', name: `${c}bmcName`, label: `${L}.bmcName`, required: true, width: 4 },
        { type: 'text', name: `${c}bmcId`, label: `${L}.bmcId`, width: 4 },
        { type: 'text', name: `${c}customerBmcId`, label: `${L}.customerBmcId`, width: 4 },
      ];
  return [
    ...own,
    { type: 'text', name: `${c}capacity`, label: `${L}.capacity`, helperText: `${L}.capacityHelp`, width: 3 },
    { type: 'text', name: `${c}manufacturedYear`, label: `${L}.manufacturedYear`, width: 3 },
    { type: 'select', name: `${c}methodOfCooling`, label: `${L}.methodOfCooling`, options: o.methodsOfCooling, width: 6 },
    { type: 'text', name: `${c}ownerName`, label: `${L}.ownerName`, width: 4 },
    { type: 'singleSelectSearch', name: `${c}countryCode`, label: `${L}.countryCode`, options: o.countryCodes, width: 4 },
    { type: 'text', name: `${c}ownerContactNum`, label: `${L}.ownerContactNum`, width: 4 },
    { type: 'select', name: `${c}vendor`, label: `${L}.vendor`, options: o.vendors, width: 6 },
    {
      type: 'text',
      name: `${c}otherVendor`,
      label: `${L}.otherVendor`,
      required: true,
      width: 6,
      hidden: (values) => get(values, `${c}vendor`) !== VENDOR_OTHERS,
    },
    { type: 'text', name: `${c}traceability_Bmc_Id`, label: `${L}.traceabilityBmcId`, width: 6 },
  ];
}
