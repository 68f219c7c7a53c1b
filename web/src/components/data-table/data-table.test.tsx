import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import type { Page } from '@/lib/api-client';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, PageFetcher } from '@/components/data-table/data-table-types';
import { jsonResponse, renderWidget } from '@/test/widget-providers';

interface Row {
  id: number;
  name: string;
  address: { district: string };
}

const columns: DataTableColumn<Row>[] = [
  { field: 'name', header: 'Name', link: (r) => `/users/${r.id}` },
  { field: 'address.district', header: 'District' },
  {
    field: 'actions',
    header: 'Actions',
    sortable: false,
    exportable: false,
    renderCell: (r) => <button type="button">edit {r.id}</button>,
  },
];

function rows(n: number, from = 0): Row[] {
  return Array.from({ length: n }, (_, i) => ({ id: from + i, name: `User ${from + i}`, address: { district: `D${from + i}` } }));
}

function pageOf(content: Row[], page: number, size: number, totalPages: number): Page<Row> {
  return {
    content,
    pageInfo: { totalPages, hasNextPage: page < totalPages - 1, totalElements: totalPages * size, page, size },
  };
}

/** A fetcher over `total` rows that honours page and size. */
function fetcher(total: number) {
  return vi.fn<PageFetcher<Row>>(async (page, size) => {
    const all = rows(total);
    return pageOf(all.slice(page * size, page * size + size), page, size, Math.ceil(total / size));
  });
}

function table(fetch: PageFetcher<Row>, extra: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return <DataTable<Row> columns={columns} queryKey={['rows']} fetch={fetch} getRowId={(r) => r.id} {...extra} />;
}

function bodyRows() {
  return screen.getAllByRole('row').filter((r) => r.getAttribute('data-id') !== null);
}

function search(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}

describe('DataTable', () => {
  it('reads page and size from the URL and shows Page N of total', async () => {
    const fetch = fetcher(100);
    renderWidget(table(fetch), { route: '/users?page=2&size=20&orgName=X' });
    expect(await screen.findByText('User 40')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(2, 20, null, expect.anything());
    expect(screen.getByText('Page 3 of 5')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
  });

  it('defaults to page 0 and size 10 when the URL has none', async () => {
    const fetch = fetcher(35);
    renderWidget(table(fetch), { route: '/users' });
    expect(await screen.findByText('User 0')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(0, 10, null, expect.anything());
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
  });

  it('writes the page back to the URL on Next and Previous, keeping other keys', async () => {
    const user = userEvent.setup();
    const fetch = fetcher(35);
    const { router } = renderWidget(table(fetch), { route: '/users?orgName=X' });
    await screen.findByText('User 0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('User 10')).toBeInTheDocument();
    expect(search(router).get('page')).toBe('1');
    expect(search(router).get('size')).toBe('10');
    expect(search(router).get('orgName')).toBe('X');
    expect(fetch).toHaveBeenLastCalledWith(1, 10, null, expect.anything());
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('User 0')).toBeInTheDocument();
    expect(search(router).get('page')).toBe('0');
  });

  it('disables Previous on the first page and Next when there is no next page', async () => {
    renderWidget(table(fetcher(35)), { route: '/users?page=0&size=10' });
    await screen.findByText('User 0');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await screen.findByText('User 0');
  });

  it('disables Next on the last page', async () => {
    renderWidget(table(fetcher(35)), { route: '/users?page=3&size=10' });
    expect(await screen.findByText('User 30')).toBeInTheDocument();
    expect(screen.getByText('Page 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('offers page sizes 10, 20, 30, 40, 50 and 100, and a new size goes to the URL from page 0', async () => {
    const user = userEvent.setup();
    const fetch = fetcher(100);
    const { router } = renderWidget(table(fetch), { route: '/users?page=3&size=10&orgName=X' });
    await screen.findByText('User 30');
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50', '100']);
    await user.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(search(router).get('size')).toBe('20'));
    expect(search(router).get('page')).toBe('0');
    expect(search(router).get('orgName')).toBe('X');
    expect(fetch).toHaveBeenLastCalledWith(0, 20, null, expect.anything());
  });

  it('fetches and shows a size above 100 from the URL (size=1000)', async () => {
    const fetch = fetcher(150);
    renderWidget(table(fetch), { route: '/users?page=0&paging=&size=1000' });
    expect(await screen.findByText('User 149')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(0, 1000, null, expect.anything());
    expect(bodyRows()).toHaveLength(150);
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toHaveTextContent('1000');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('redirects to /404 when the page is past the last page', async () => {
    const { router } = renderWidget(table(fetcher(35)), { route: '/users?page=4&size=10' });
    expect(await screen.findByText('not-found-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('does not redirect an empty list, and shows the empty text in English and French', async () => {
    const { router } = renderWidget(table(fetcher(0)), { route: '/users?page=0&size=10' });
    expect(await screen.findByText('No Result Found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the empty text in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      renderWidget(table(fetcher(0)), { route: '/users' });
      expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows a caller empty text', async () => {
    renderWidget(table(fetcher(0), { emptyText: 'No Data Found' }), { route: '/users' });
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('passes the sort to the fetcher and to the URL when the server sorts', async () => {
    const user = userEvent.setup();
    const fetch = fetcher(35);
    const { router } = renderWidget(table(fetch, { serverSort: true }), { route: '/users?page=2&size=10' });
    await screen.findByText('User 20');
    await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(0, 10, { field: 'name', direction: 'asc' }, expect.anything()));
    expect(search(router).get('sort')).toBe('name,asc');
    expect(search(router).get('page')).toBe('0');
    await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(0, 10, { field: 'name', direction: 'desc' }, expect.anything()));
    expect(search(router).get('sort')).toBe('name,desc');
  });

  it('reads the sort from the URL', async () => {
    const fetch = fetcher(35);
    renderWidget(table(fetch, { serverSort: true }), { route: '/users?sort=address.district,desc' });
    await screen.findByText('User 0');
    expect(fetch).toHaveBeenCalledWith(0, 10, { field: 'address.district', direction: 'desc' }, expect.anything());
  });

  it('sorts the loaded page in the browser when the fetcher does not sort', async () => {
    const user = userEvent.setup();
    const fetch = fetcher(3);
    const { router } = renderWidget(table(fetch), { route: '/users' });
    await screen.findByText('User 0');
    const names = () => bodyRows().map((r) => within(r).getAllByRole('gridcell')[0].textContent);
    expect(names()).toEqual(['User 0', 'User 1', 'User 2']);
    await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
    await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(names()).toEqual(['User 2', 'User 1', 'User 0']));
    expect(search(router).get('sort')).toBe('name,desc');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not sort a column marked not sortable', async () => {
    const user = userEvent.setup();
    const { router } = renderWidget(table(fetcher(3)), { route: '/users' });
    await screen.findByText('User 0');
    await user.click(screen.getByRole('columnheader', { name: /^Actions/ }));
    expect(search(router).get('sort')).toBeNull();
  });

  it('renders links, dot-path fields and custom cells', async () => {
    renderWidget(table(fetcher(2)), { route: '/users' });
    const link = await screen.findByRole('link', { name: 'User 1' });
    expect(link).toHaveAttribute('href', '/users/1');
    expect(screen.getByText('D1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'edit 1' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetch = vi.fn<PageFetcher<Row>>(async () => {
      if (fail) throw new Error('boom');
      return pageOf(rows(1), 0, 10, 1);
    });
    renderWidget(table(fetch), { route: '/users' });
    expect(await screen.findByText('The list could not be loaded: boom')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('User 0')).toBeInTheDocument();
  });

  it('shows the loading state while fetching', async () => {
    let resolve!: (p: Page<Row>) => void;
    const fetch = vi.fn<PageFetcher<Row>>(() => new Promise((r) => (resolve = r)));
    renderWidget(table(fetch), { route: '/users' });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    resolve(pageOf(rows(1), 0, 10, 1));
    expect(await screen.findByText('User 0')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('renders the toolbar slot', async () => {
    renderWidget(table(fetcher(1), { toolbar: <span>my toolbar</span> }), { route: '/users' });
    expect(screen.getByText('my toolbar')).toBeInTheDocument();
    await screen.findByText('User 0');
  });

  describe('export', () => {
    let clicked: HTMLAnchorElement[];
    beforeEach(() => {
      clicked = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
      URL.createObjectURL = vi.fn(() => 'blob:xlsx');
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it('asks the server for the list with the current headers and downloads {fileName}.xlsx', async () => {
      const user = userEvent.setup();
      const serverFetch = vi.fn(
        async () =>
          new Response('xlsx', { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
      );
      vi.stubGlobal('fetch', serverFetch);
      renderWidget(
        table(fetcher(3), {
          export: { path: 'provisioningService/users/all', query: { orgName: 'Dairy Co', page: 0, size: 10 }, fileName: 'userList' },
        }),
        { route: '/users' },
      );
      await screen.findByText('User 0');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      const url = new URL(String((serverFetch.mock.calls[0] as unknown[])[0]), 'http://x');
      expect(url.pathname).toBe('/authgateway/export/xlsx');
      expect(url.searchParams.get('path')).toBe('/authgateway/provisioningService/users/all');
      expect(url.searchParams.get('query')).toBe('orgName=Dairy+Co');
      expect(url.searchParams.get('fileName')).toBe('userList');
      expect(url.searchParams.get('columns')).toBe('name:Name:text,address.district:District:text');
      expect(clicked[0].download).toBe('userList.xlsx');
      expect(clicked[0].href).toBe('blob:xlsx');
    });

    it('exports French headers in French', async () => {
      const user = userEvent.setup();
      const serverFetch = vi.fn(
        async () =>
          new Response('xlsx', { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
      );
      vi.stubGlobal('fetch', serverFetch);
      await act(() => i18n.changeLanguage('fr'));
      try {
        const cols: DataTableColumn<Row>[] = [{ field: 'name', header: 'widgets.district' }];
        renderWidget(
          <DataTable<Row>
            columns={cols}
            queryKey={['fr']}
            fetch={fetcher(1)}
            getRowId={(r) => r.id}
            export={{ path: '/authgateway/provisioningService/sites', fileName: 'siteList.xls' }}
          />,
          { route: '/sites' },
        );
        await screen.findByText('User 0');
        await user.click(screen.getByRole('button', { name: 'Exporter' }));
        await waitFor(() => expect(clicked).toHaveLength(1));
        const url = new URL(String((serverFetch.mock.calls[0] as unknown[])[0]), 'http://x');
        expect(url.searchParams.get('path')).toBe('/authgateway/provisioningService/sites');
        expect(url.searchParams.get('query')).toBe('');
        expect(url.searchParams.get('columns')).toBe('name:District:text');
        expect(clicked[0].download).toBe('siteList.xlsx');
      } finally {
        await act(() => i18n.changeLanguage('en'));
      }
    });

    it('shows a failed export', async () => {
      const user = userEvent.setup();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse({ message: 'nope' }, 500)),
      );
      renderWidget(table(fetcher(1), { export: { path: 'provisioningService/users/all', fileName: 'userList' } }), { route: '/users' });
      await screen.findByText('User 0');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(await screen.findByText(/The export failed/)).toBeInTheDocument();
      expect(clicked).toHaveLength(0);
    });
  });
});
