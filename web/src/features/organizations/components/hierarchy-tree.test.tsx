import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { HierarchyTree } from '@/features/organizations/components/hierarchy-tree';
import { INNER_COLOR, LEAF_COLOR } from '@/features/organizations/components/tree-model';
import { mockApi, PROV, renderPage, signIn, stubSvgSize } from '@/features/organizations/test-utils';

const STRUCTURE = `${PROV}/sites/orgSiteStructure`;

const trees: Record<string, object> = {
  acme: {
    orgId: 1,
    orgName: 'acme',
    orgDisplayName: 'Acme Dairy',
    orgType: 'dairy_cooperative',
    subOrganization: [
      {
        orgId: 2,
        orgName: 'north',
        orgDisplayName: 'North Zone',
        orgType: 'zone',
        subOrganization: [
          { orgId: 4, orgName: 'kothrud', orgDisplayName: 'Kothrud CC', orgType: 'chillingcenter', subOrganization: [], sites: [] },
        ],
        sites: [],
      },
      { orgId: 3, orgName: 'mainplant', orgDisplayName: 'Main Plant', orgType: 'plant', subOrganization: [], sites: [] },
    ],
    sites: [],
  },
  beta: { orgId: 9, orgName: 'beta', orgDisplayName: 'Beta Milk', orgType: 'private_dairy', subOrganization: [], sites: [] },
};

beforeAll(() => stubSvgSize());
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

function serve() {
  return mockApi({ [`GET ${STRUCTURE}`]: (req) => trees[req.query.get('orgName') ?? ''] });
}

const zoomText = () => screen.getByTestId('tree-zoom').textContent;
const button = (name: string) => screen.getByRole('button', { name });
const scaleOf = (container: HTMLElement) => /scale\(([\d.]+)\)/.exec(container.querySelector('g.rd3t-g')!.getAttribute('transform')!)![1];

async function shown() {
  return screen.findByRole('link', { name: 'Acme Dairy' });
}

describe('HierarchyTree', () => {
  it('draws the organisation from orgSiteStructure with its label linking to the profile', async () => {
    const api = serve();
    renderPage(<HierarchyTree organization="acme" />, '/tree');
    expect(await shown()).toHaveAttribute('href', '/organization/profile/acme');
    expect(api.to(STRUCTURE)[0].query.get('orgName')).toBe('acme');
  });

  it('starts collapsed, and a click on a node shows its sub-organisations with links to their profiles', async () => {
    serve();
    renderPage(<HierarchyTree organization="acme" />, '/tree');
    await shown();
    expect(screen.queryByRole('link', { name: 'North Zone' })).not.toBeInTheDocument();
    const root = button('Expand or collapse Acme Dairy');
    expect(root).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(root);
    expect(await screen.findByRole('link', { name: 'North Zone' })).toHaveAttribute('href', '/organization/profile/north');
    expect(screen.getByRole('link', { name: 'Main Plant' })).toHaveAttribute('href', '/organization/profile/mainplant');
    // The children are collapsed in turn.
    expect(screen.queryByRole('link', { name: 'Kothrud CC' })).not.toBeInTheDocument();
    fireEvent.click(button('Expand or collapse North Zone'));
    expect(await screen.findByRole('link', { name: 'Kothrud CC' })).toHaveAttribute('href', '/organization/profile/kothrud');
  });

  it('draws inner nodes purple and leaves blue, with the icon of their kind', async () => {
    serve();
    const { container } = renderPage(<HierarchyTree organization="acme" />, '/tree');
    await shown();
    fireEvent.click(button('Expand or collapse Acme Dairy'));
    await screen.findByRole('link', { name: 'Main Plant' });
    const node = (kind: string) => container.querySelector(`g[data-kind="${kind}"]`)!;
    expect(node('organization').getAttribute('data-node')).toBe('inner');
    expect(node('organization').querySelector('circle')).toHaveAttribute('fill', INNER_COLOR);
    expect(node('zone').querySelector('circle')).toHaveAttribute('fill', INNER_COLOR);
    expect(node('plant').getAttribute('data-node')).toBe('leaf');
    expect(node('plant').querySelector('circle')).toHaveAttribute('fill', LEAF_COLOR);
    expect(node('organization').querySelector('[data-icon="organization"]')).not.toBeNull();
    expect(node('zone').querySelector('[data-icon="zone"]')).not.toBeNull();
    expect(node('plant').querySelector('[data-icon="plant"]')).not.toBeNull();
  });

  it('shows in the legend only the kinds present', async () => {
    serve();
    renderPage(<HierarchyTree organization="acme" />, '/tree');
    await shown();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Organization', 'Chilling Center', 'Plant', 'Zone']);
  });

  it('zooms from 0.5 in steps of 0.1, down to 0.1 and up to 0.9', async () => {
    serve();
    const { container } = renderPage(<HierarchyTree organization="acme" />, '/tree');
    await shown();
    expect(zoomText()).toBe('50%');
    expect(scaleOf(container)).toBe('0.5');

    for (let i = 0; i < 4; i++) fireEvent.click(button('Zoom out'));
    expect(zoomText()).toBe('10%');
    expect(button('Zoom out')).toBeDisabled();
    await waitFor(() => expect(scaleOf(container)).toBe('0.1'));

    for (let i = 0; i < 8; i++) fireEvent.click(button('Zoom in'));
    expect(zoomText()).toBe('90%');
    expect(button('Zoom in')).toBeDisabled();
    await waitFor(() => expect(scaleOf(container)).toBe('0.9'));
    expect(button('Zoom out')).toBeEnabled();
  });

  it('starts at a passed zoom', async () => {
    serve();
    renderPage(<HierarchyTree organization="acme" zoom={0.3} />, '/tree');
    await shown();
    expect(zoomText()).toBe('30%');
  });

  it('reset goes back to 0.5 and redraws the tree collapsed', async () => {
    serve();
    renderPage(<HierarchyTree organization="acme" zoom={0.8} />, '/tree');
    await shown();
    fireEvent.click(button('Zoom in'));
    fireEvent.click(button('Expand or collapse Acme Dairy'));
    await screen.findByRole('link', { name: 'North Zone' });

    fireEvent.click(button('Reset'));
    expect(zoomText()).toBe('50%');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'North Zone' })).not.toBeInTheDocument());
    expect(button('Expand or collapse Acme Dairy')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens full screen in a dialog closed by its close button or a click on the backdrop', async () => {
    const user = userEvent.setup();
    serve();
    renderPage(<HierarchyTree organization="acme" />, '/tree');
    await shown();

    await user.click(button('Full screen'));
    let dialog = await screen.findByRole('dialog', { name: 'Acme Dairy' });
    expect(within(dialog).getByRole('link', { name: 'Acme Dairy' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(button('Full screen'));
    dialog = await screen.findByRole('dialog', { name: 'Acme Dairy' });
    const backdrop = document.querySelector('.MuiBackdrop-root')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the enlarge link when given', async () => {
    serve();
    renderPage(<HierarchyTree organization="acme" enlargeTo="/organization-tree?organization=acme" />, '/tree');
    await shown();
    expect(screen.getByRole('link', { name: 'Enlarge' })).toHaveAttribute('href', '/organization-tree?organization=acme');
  });

  it('reloads when the organisation changes', async () => {
    const api = serve();
    const { router } = renderPage(<TreeOfParam />, '/tree/acme', '/tree/:org');
    await shown();
    await act(() => router.navigate('/tree/beta'));
    expect(await screen.findByRole('link', { name: 'Beta Milk' })).toHaveAttribute('href', '/organization/profile/beta');
    expect(screen.queryByRole('link', { name: 'Acme Dairy' })).not.toBeInTheDocument();
    expect(api.to(STRUCTURE).map((r) => r.query.get('orgName'))).toEqual(['acme', 'beta']);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Organization']);
  });

  it('loads orgHierarchyStructure/{id} when only an id is given', async () => {
    const api = mockApi({ [`GET ${PROV}/organizations/orgHierarchyStructure/1`]: trees.acme });
    renderPage(<HierarchyTree orgId={1} />, '/tree');
    expect(await shown()).toBeInTheDocument();
    expect(api.to(`${PROV}/organizations/orgHierarchyStructure/1`)).toHaveLength(1);
  });
});

function TreeOfParam() {
  const { org } = useParams();
  return <HierarchyTree organization={org} />;
}
