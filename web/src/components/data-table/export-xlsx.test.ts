import { exportFileName, exportUrl, listQueryString } from '@/components/data-table/export-xlsx';

describe('export-xlsx', () => {
  it('builds the export URL of the contract', () => {
    const url = new URL(
      exportUrl({
        path: 'provisioningService/organizations/subOrganizationList',
        query: { orgName: 'A&B', page: 2, size: 10, empty: '' },
        fileName: 'subOrganizationList.xls',
        columns: [
          { field: 'orgName', header: 'Org Name' },
          { field: 'address.district', header: 'District, Town' },
        ],
      }),
      'http://x',
    );
    expect(url.pathname).toBe('/authgateway/export/xlsx');
    expect(url.searchParams.get('path')).toBe('/authgateway/provisioningService/organizations/subOrganizationList');
    expect(url.searchParams.get('query')).toBe('orgName=A%26B');
    expect(url.searchParams.get('fileName')).toBe('subOrganizationList');
    expect(url.searchParams.get('columns')).toBe('orgName:Org Name,address.district:District  Town');
  });

  it('leaves page, size and empty values out of the list query', () => {
    expect(listQueryString({ page: 0, size: 1000, paging: '', orgName: 'X', active: true })).toBe('orgName=X&active=true');
  });

  it('names the download {fileName}.xlsx', () => {
    expect(exportFileName('userList')).toBe('userList.xlsx');
    expect(exportFileName('userList.xls')).toBe('userList.xlsx');
    expect(exportFileName('userList.XLSX')).toBe('userList.xlsx');
  });
});
