/** What the analytics screens' tests answer for the sites. */
export const SITES_PATH = '/authgateway/provisioningService/sites/all';

const unit = (uuid: string, bmcName: string, customerBmcId: string) => ({
  productType: { name: 'BMC' },
  chillingUnitId: uuid.toUpperCase(),
  chillingUnitUuid: uuid,
  chillingUnit: { bmcName, customerBmcId },
});

export const SITES = {
  content: [
    {
      siteId: 'S-001',
      siteName: 'Gokul Centre 1',
      siteUUID: 'site-1',
      zoneId: 'Asia/Kolkata',
      chillingUnitMonitoringDetailsList: [unit('unit-a', 'Cooler A', 'CB-01'), unit('unit-b', 'Cooler B', 'CB-02')],
    },
    {
      siteId: 'S-002',
      siteName: 'Warana Centre',
      siteUUID: 'site-2',
      zoneId: 'Africa/Nairobi',
      chillingUnitMonitoringDetailsList: [unit('unit-c', 'Cooler C', 'CB-03')],
    },
  ],
  pageInfo: { totalPages: 1, hasNextPage: false, totalElements: 2, page: 0, size: 5000 },
};
