import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import FaqRoute from '@/features/faq/routes/faq';
import { FAQ_CATEGORIES, FAQ_COUNT } from '@/features/faq/components/faq-entries';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { jsonResponse } from '@/test/widget-providers';

configure({ asyncUtilTimeout: 8000 });

const DEFS = '/authgateway/metaData/alertDefinitions';
const DEFINITIONS = [
  {
    alertName: 'milk_undercooled',
    displayName: 'Milk undercooled',
    level: 'CRITICAL',
    description: 'Critical alert judged over sliding windows; stages with windows of 15, 20 and 40 minutes.',
    definition: 'The milk is not chilled to 4.1 °C in time.',
  },
  {
    alertName: 'chilling_started',
    displayName: 'Chilling started',
    level: 'INFO',
    description: 'Info event of the milk’s cycle.',
    definition: 'The compressor starts on milk above 100 L.',
  },
];

const renderFaq = () => renderRoutes([{ path: '/faq', Component: FaqRoute }], '/faq');

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

describe('the FAQ', { timeout: 60_000 }, () => {
  it('has 27 troubleshooting questions in the spec’s categories', async () => {
    stubFetch({ [`GET ${DEFS}`]: DEFINITIONS });
    renderFaq();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(crumbs).getByText('FAQs')).toBeInTheDocument();
    expect(FAQ_COUNT).toBe(27);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Network',
      'Feedback LEDs',
      'Battery charger unit',
      'Temperature and volume sensors',
      'Module',
      'Electrical noise',
      'Line voltage',
    ]);
    const questions = screen.getAllByRole('button', { expanded: false }).filter((b) => b.closest('.MuiAccordion-root'));
    expect(questions).toHaveLength(27);
    expect(FAQ_CATEGORIES.map((c) => c.entries.length)).toEqual([5, 4, 4, 5, 4, 3, 2]);
  });

  it('opens an answer under its question, with the spec’s values', async () => {
    const user = userEvent.setup();
    stubFetch({ [`GET ${DEFS}`]: DEFINITIONS });
    renderFaq();
    const answers: Record<string, RegExp> = {
      'Which fuses protect the charger and the module?': /5 A fuse on the 230 V input and a 0\.5 A fuse on the 12 V output/,
      "What are the battery charger's ratings?": /230 V AC in and gives 12 V DC out/,
      'Which temperature readings are valid?': /up to 70 °C/,
      "How do I check the module's mobile signal?": /A value from 10 to 30 is good/,
      "What do the module's error codes mean?": /0: no error\. 10: .* 11 to 12: .* 13 to 15: /,
    };
    for (const [q, a] of Object.entries(answers)) {
      expect(screen.queryByText(a)).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: q }));
      expect(await screen.findByText(a)).toBeVisible();
    }
  });

  it('lists the alert definitions of the user’s language', async () => {
    const s = stubFetch({ [`GET ${DEFS}`]: DEFINITIONS });
    renderFaq();
    const table = await screen.findByRole('table', { name: 'Alert Definitions' });
    expect(s.requests('GET', DEFS)[0].query).toEqual({ locale: 'en' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Alert Name', 'Description', 'Level', 'Definition']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      ['Milk undercooledmilk_undercooled', DEFINITIONS[0].description, 'Critical', DEFINITIONS[0].definition],
      ['Chilling startedchilling_started', DEFINITIONS[1].description, 'Info', DEFINITIONS[1].definition],
    ]);
  });

  it('keeps the FAQ when the definitions fail, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({ [`GET ${DEFS}`]: () => (fail ? jsonResponse({ status: 500, code: 'internal', message: 'down' }, 500) : DEFINITIONS) });
    renderFaq();
    expect(await screen.findByText('The alert definitions could not be loaded: down')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Network' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Alert Definitions' })).toBeInTheDocument();
  });

  it('reads in French, definitions included', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const s = stubFetch({ [`GET ${DEFS}`]: DEFINITIONS });
      renderFaq();
      expect(await screen.findByRole('heading', { name: 'Chargeur de batterie' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Quels fusibles protègent le chargeur et le module ?' })).toBeInTheDocument();
      await waitFor(() => expect(s.requests('GET', DEFS)[0].query).toEqual({ locale: 'fr' }));
      expect(await screen.findByRole('table', { name: 'Définitions des alertes' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
