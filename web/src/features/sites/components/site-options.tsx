/** The reference lists the site form's units and devices choose from, loaded once by the form. */
import { createContext, useContext } from 'react';
import type { FieldOption } from '@/components/form/form-types';
import type { ProductType } from '@/features/sites/api/get-product-types';

export interface SiteOptions {
  productTypes: ProductType[];
  vendors: FieldOption[];
  methodsOfCooling: FieldOption[];
  countryCodes: FieldOption[];
  /** The monitoring device types a unit device can be (every one but the L3 gateway). */
  deviceTypes: FieldOption[];
}

export const EMPTY_OPTIONS: SiteOptions = { productTypes: [], vendors: [], methodsOfCooling: [], countryCodes: [], deviceTypes: [] };

export const SiteOptionsContext = createContext<SiteOptions>(EMPTY_OPTIONS);

export function useSiteOptions(): SiteOptions {
  return useContext(SiteOptionsContext);
}
