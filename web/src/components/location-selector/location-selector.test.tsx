import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_LOCATION, LocationSelector, type LocationValue } from '@/components/location-selector/location-selector';
import { jsonResponse, renderWidget } from '@/test/widget-providers';

const META = '/authgateway/provisioningService/metadata';
const lists: Record<string, unknown> = {
  [`${META}/countryTypes`]: [
    { typeName: 'IN', typeDisplayName: 'India' },
    { typeName: 'KE', typeDisplayName: 'Kenya' },
  ],
  [`${META}/states/IN`]: [
    { typeName: 'IN-MH', typeDisplayName: 'Maharashtra' },
    { typeName: 'IN-GJ', typeDisplayName: 'Gujarat' },
  ],
  [`${META}/districts/IN-MH`]: [
    { typeName: 'Pune', typeDisplayName: 'Pune' },
    { typeName: 'Nashik', typeDisplayName: 'Nashik' },
  ],
  [`${META}/districts/IN-GJ`]: [{ typeName: 'Anand', typeDisplayName: 'Anand' }],
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    url in lists ? jsonResponse(lists[url]) : jsonResponse({ status: 404, code: 'not_found', message: 'unknown' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const called = () => fetchMock.mock.calls.map((c) => String(c[0]));

function Harness({ initial = EMPTY_LOCATION, spy }: { initial?: LocationValue; spy?: (v: LocationValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LocationSelector
        value={value}
        onChange={(v) => {
          spy?.(v);
          setValue(v);
        }}
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const select = (label: RegExp) => screen.getByRole('combobox', { name: label });

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(select(label));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('LocationSelector', () => {
  it('loads countries at once, states only once a country is chosen and districts once a state is', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWidget(<Harness spy={spy} />);
    await waitFor(() => expect(called()).toEqual([`${META}/countryTypes`]));
    expect(select(/^State/)).toHaveAttribute('aria-disabled', 'true');
    expect(select(/^District/)).toHaveAttribute('aria-disabled', 'true');

    await choose(user, /^Country/, 'India');
    expect(spy).toHaveBeenLastCalledWith({ country: 'IN', state: '', district: '' });
    await waitFor(() => expect(called()).toContain(`${META}/states/IN`));
    expect(called().some((u) => u.includes('/districts/'))).toBe(false);

    await choose(user, /^State/, 'Maharashtra');
    expect(spy).toHaveBeenLastCalledWith({ country: 'IN', state: 'IN-MH', district: '' });
    await waitFor(() => expect(called()).toContain(`${META}/districts/IN-MH`));

    await choose(user, /^District/, 'Nashik');
    expect(spy).toHaveBeenLastCalledWith({ country: 'IN', state: 'IN-MH', district: 'Nashik' });
  });

  it('shows typeDisplayName and stores typeName', async () => {
    const user = userEvent.setup();
    renderWidget(<Harness />);
    await choose(user, /^Country/, 'India');
    await choose(user, /^State/, 'Gujarat');
    expect(select(/^State/)).toHaveTextContent('Gujarat');
    expect(screen.getByRole('status')).toHaveTextContent('"state":"IN-GJ"');
  });

  it('clears state and district when the country changes', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWidget(<Harness initial={{ country: 'IN', state: 'IN-MH', district: 'Pune' }} spy={spy} />);
    await waitFor(() => expect(select(/^District/)).toHaveTextContent('Pune'));
    await choose(user, /^Country/, 'Kenya');
    expect(spy).toHaveBeenLastCalledWith({ country: 'KE', state: '', district: '' });
    expect(select(/^District/)).toHaveAttribute('aria-disabled', 'true');
    // Kenya has no states on this server: its 404 is an empty list, not an error.
    await waitFor(() => expect(called()).toContain(`${META}/states/KE`));
    await user.click(select(/^State/));
    expect(await within(screen.getByRole('listbox')).findByText('No options')).toBeInTheDocument();
    expect(screen.queryByText('The list could not be loaded')).not.toBeInTheDocument();
  });

  it('clears the district when the state changes', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWidget(<Harness initial={{ country: 'IN', state: 'IN-MH', district: 'Pune' }} spy={spy} />);
    await waitFor(() => expect(select(/^State/)).toHaveTextContent('Maharashtra'));
    await choose(user, /^State/, 'Gujarat');
    expect(spy).toHaveBeenLastCalledWith({ country: 'IN', state: 'IN-GJ', district: '' });
    await waitFor(() => expect(called()).toContain(`${META}/districts/IN-GJ`));
  });

  it('loads the lists of a stored value at once (edit)', async () => {
    renderWidget(<Harness initial={{ country: 'IN', state: 'IN-MH', district: 'Pune' }} />);
    await waitFor(() => expect(select(/^State/)).toHaveTextContent('Maharashtra'));
    expect(select(/^Country/)).toHaveTextContent('India');
    expect(called()).toEqual(expect.arrayContaining([`${META}/countryTypes`, `${META}/states/IN`, `${META}/districts/IN-MH`]));
  });

  it('shows field errors and translated labels', async () => {
    renderWidget(
      <LocationSelector
        value={EMPTY_LOCATION}
        onChange={() => {}}
        errors={{ country: 'Please enter Country' }}
        labels={{ state: 'Region' }}
      />,
    );
    expect(screen.getByText('Please enter Country')).toBeInTheDocument();
    expect(select(/^Region/)).toBeInTheDocument();
    await waitFor(() => expect(called()).toHaveLength(1));
  });

  it('says when a list fails', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ status: 500, code: 'internal', message: 'down' }, 500));
    renderWidget(<Harness />);
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
  });
});
