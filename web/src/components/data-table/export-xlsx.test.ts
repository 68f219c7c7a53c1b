import { columnSpec, exportFileName, exportUrl, listQueryString } from '@/components/data-table/export-xlsx';

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
    expect(url.searchParams.get('columns')).toBe('orgName:Org Name:text,address.district:District  Town:text');
    for (const key of ['method', 'body', 'rows', 'paging', 'zone']) expect(url.searchParams.has(key)).toBe(false);
  });

  it('leaves page, size and empty values out of the list query', () => {
    expect(listQueryString({ page: 0, size: 1000, paging: '', orgName: 'X', active: true })).toBe('orgName=X&active=true');
  });

  it('leaves the call’s own paging keys out too', () => {
    expect(listQueryString({ pagingState: 3, pageSize: 500, hour: 24, page: 1 }, ['pagingState', 'pageSize'])).toBe('hour=24');
  });

  it('writes each column as field:Header:type, the type’s field in brackets; a header may hold a colon but no comma', () => {
    expect(columnSpec({ field: 'capacity', header: 'Capacity (L)', type: 'number' })).toBe('capacity:Capacity (L):number');
    expect(columnSpec({ field: 'stateReceivedAt', header: 'Last Updated', type: 'datetime', arg: 'zoneId' })).toBe(
      'stateReceivedAt:Last Updated:datetime(zoneId)',
    );
    expect(columnSpec({ field: 'value', header: 'Volume', type: 'number', arg: 'unit' })).toBe('value:Volume:number(unit)');
    expect(columnSpec({ field: 'note', header: 'Note: 1, 2' })).toBe('note:Note: 1  2:text');
  });

  it('sends a POST search with its body, where its rows are, its paging keys and a zone', () => {
    const url = new URL(
      exportUrl({
        path: 'chillingUnitService/sites/chillingunit/search/alerts',
        method: 'POST',
        body: { alertTypes: ['All Alerts'], status: 'active', pagingState: '0' },
        rows: 'content.RESULT',
        paging: ['pagingState', 'pageSize'],
        zone: 'Asia/Kolkata',
        fileName: 'alertsList.xls',
        columns: [{ field: 'alertType', header: 'Alert', type: 'alertType' }],
      }),
      'http://x',
    );
    expect(url.searchParams.get('path')).toBe('/authgateway/chillingUnitService/sites/chillingunit/search/alerts');
    expect(url.searchParams.get('method')).toBe('POST');
    expect(JSON.parse(url.searchParams.get('body')!)).toEqual({ alertTypes: ['All Alerts'], status: 'active', pagingState: '0' });
    expect(url.searchParams.get('rows')).toBe('content.RESULT');
    expect(url.searchParams.get('paging')).toBe('pagingState,pageSize');
    expect(url.searchParams.get('zone')).toBe('Asia/Kolkata');
    expect(url.searchParams.get('fileName')).toBe('alertsList');
    expect(url.searchParams.get('columns')).toBe('alertType:Alert:alertType');
  });

  it('names the download {fileName}.xlsx', () => {
    expect(exportFileName('userList')).toBe('userList.xlsx');
    expect(exportFileName('userList.xls')).toBe('userList.xlsx');
    expect(exportFileName('userList.XLSX')).toBe('userList.xlsx');
  });
});
