import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMonths, startOfDay } from 'date-fns';
import EnterRecordsRoute from '@/features/maintenance/routes/enter-records';
import { CURRENT_USER_KEY, loadAuthState } from '@/lib/auth';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-routes';
import { fromDateTime } from '@/features/maintenance/api/record';
import { RECORDS, SITES, SITES_PATH, TEMPLATES, TEMPLATES_PATH, TEMPLATE } from '@/features/maintenance/test-fixtures';

// The machine is shared: give slow renders time.
configure({ asyncUtilTimeout: 5000 });

function signIn() {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({
      jwtAccessToken: 'a',
      refreshToken: 'r',
      userName: 'suresh.j',
      firstName: 'Suresh',
      lastName: 'Jadhav',
      organizationName: 'Gokul',
      uiPrivileges: ['PREVENTIVE_MAINTENANCE', 'ENTER_RECORDS'],
      expiresAt: Date.now() + 600_000,
    }),
  );
  loadAuthState({ ready: true });
}

function server(over: Record<string, unknown> = {}) {
  return stubFetch({
    [`GET ${SITES_PATH}`]: SITES,
    [`GET ${TEMPLATES_PATH}`]: TEMPLATES,
    [`POST ${RECORDS}`]: () => new Response('CheckList Created', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
    ...over,
  });
}

function renderAt(path = '/preventiveMaintenance/create') {
  return renderRoutes(
    [
      { path: '/preventiveMaintenance/create', Component: EnterRecordsRoute },
      { path: '/preventivemaintenance/add-record', Component: EnterRecordsRoute },
    ],
    path,
  );
}

type User = ReturnType<typeof userEvent.setup>;
type Scope = ReturnType<typeof within>;

async function choose(user: User, scope: Scope | typeof screen, label: RegExp, option: string) {
  await user.click(scope.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function chooseUnitAndChecklist(user: User) {
  await user.click(await screen.findByRole('combobox', { name: /^Site/ }));
  await user.click(await screen.findByRole('option', { name: 'Gokul Centre 1 (S-001)' }));
  await choose(user, screen, /^Chilling Unit/, 'BMC — Cooler A (CB-01)');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Checklist/ })).not.toHaveAttribute('aria-disabled'));
  await choose(user, screen, /^Checklist/, 'Monthly BMC check');
}

const group = (name: string) => within(screen.getByRole('group', { name }));

/** The instant as the server's array, [y, m, d, h, mi, s] in UTC. */
const utc = (d: Date) => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()];
const toMinute = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), 0, 0);

beforeEach(signIn);
afterEach(() => vi.unstubAllGlobals());

describe('entering a maintenance record', { timeout: 60_000 }, () => {
  it('fills the tasks from the chosen template and posts the record with date-time arrays', async () => {
    const user = userEvent.setup();
    const s = server();
    const opened = new Date();
    renderAt();
    expect(screen.getByRole('textbox', { name: /^Performed By/ })).toHaveValue('Suresh Jadhav');
    await chooseUnitAndChecklist(user);
    expect(s.requests('GET', SITES_PATH)[0].query).toEqual({ page: '0', size: '5000' });
    // The templates usable at the unit's organisation: the site's sub-organisation.
    expect(s.requests('GET', TEMPLATES_PATH)[0].query).toEqual({ page: '0', size: '100', orgName: 'GokulCentre' });
    expect(screen.getByTestId('checklist-description')).toHaveTextContent('Monthly check of the bulk milk cooler');

    await choose(user, group('Noise'), /^Reading/, 'Normal');
    await user.type(group('Suction pressure').getByRole('textbox', { name: /^Reading/ }), '42.5');
    expect(group('Suction pressure').getByText('Expected range: 20 – 60 psi')).toBeInTheDocument();
    await user.type(group('Suction pressure').getByRole('textbox', { name: /^Comment/ }), 'steady');
    await choose(user, group('Condenser cleaned'), /^Reading/, 'Yes');
    await user.type(group('Spares').getByRole('textbox', { name: /^Amount/ }), '750');
    await choose(user, group('Spares'), /^Currency/, '₹');

    // Next due: the 15th of next month.
    const dueField = screen.getByRole('group', { name: /^Next Due Date/ }).closest('.MuiFormControl-root') ?? document.body;
    await user.click(within(dueField as HTMLElement).getByRole('button', { name: /Choose date/ }));
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    // The month slides in: wait until one calendar is left.
    await waitFor(() => expect(screen.getAllByRole('gridcell', { name: '15' })).toHaveLength(1));
    await user.click(screen.getByRole('gridcell', { name: '15' }));
    const ok = screen.queryByRole('button', { name: 'OK' });
    if (ok) await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save Record' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('CheckList Created')).toBeInTheDocument();

    const body = s.requests('POST', RECORDS)[0].body as Record<string, unknown>;
    // The action date defaults to when the form opened (to the minute); the due date is the chosen day at the action's time.
    const action = toMinute(opened);
    expect([utc(action), utc(new Date(action.getTime() + 60_000))]).toContainEqual(body.actionDate);
    const sent = fromDateTime(body.actionDate as number[])!;
    const next = addMonths(startOfDay(opened), 1);
    expect(body.dueDate).toEqual(utc(new Date(next.getFullYear(), next.getMonth(), 15, sent.getHours(), sent.getMinutes())));
    expect({ ...body, actionDate: undefined, dueDate: undefined }).toEqual({
      chillingUnitUuid: 'unit-a',
      checklistName: 'Monthly BMC check',
      checklistDesc: 'Monthly check of the bulk milk cooler',
      performedBy: 'Suresh Jadhav',
      actionDate: undefined,
      dueDate: undefined,
      taskList: [
        {
          taskName: 'Compressor',
          subTaskList: [
            {
              subTaskName: 'Noise',
              taskType: 'SELECT',
              taskValue: TEMPLATE.taskList[0].subTasks[0].subTaskValue,
              reading: 'ok',
              comment: '',
            },
            {
              subTaskName: 'Suction pressure',
              taskType: 'RANGE',
              taskValue: { minValue: 20, maxValue: 60, type: 'psi' },
              reading: 42.5,
              comment: 'steady',
            },
          ],
        },
        {
          taskName: 'Cleaning',
          subTaskList: [
            { subTaskName: 'Condenser cleaned', taskType: 'BOOLEAN', taskValue: null, reading: true, comment: '' },
            { subTaskName: 'Spares', taskType: 'COST', taskValue: ['₹ 500', '₹ 1000'], reading: '₹ 750', comment: '' },
          ],
        },
      ],
    });

    // Success starts a new record.
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('group', { name: 'Noise' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Site/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Performed By/ })).toHaveValue('Suresh Jadhav');
  });

  it('asks for a chilling unit, a checklist and who performed it', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/preventivemaintenance/add-record');
    await user.clear(screen.getByRole('textbox', { name: /^Performed By/ }));
    await user.click(screen.getByRole('button', { name: 'Save Record' }));
    expect(await screen.findByText('Select a chilling unit')).toBeInTheDocument();
    expect(screen.getByText('Select a checklist')).toBeInTheDocument();
    expect(screen.getByText('Enter who performed the maintenance')).toBeInTheDocument();
    expect(s.requests('POST', RECORDS)).toHaveLength(0);
  });

  it('refuses a RANGE reading that is not a number, and saves one outside the expected range, flagged (issue 15 point 1)', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt();
    await chooseUnitAndChecklist(user);
    const reading = group('Suction pressure').getByRole('textbox', { name: /^Reading/ });
    await user.type(reading, 'high');
    await user.tab();
    expect(await group('Suction pressure').findByText('Enter a number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Record' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Record' })).toBeEnabled());
    expect(s.requests('POST', RECORDS)).toHaveLength(0);

    await user.clear(reading);
    await user.type(reading, '75');
    expect(await group('Suction pressure').findByTestId('out-of-range')).toHaveTextContent('Out of range');
    expect(group('Suction pressure').queryByText('Enter a number')).not.toBeInTheDocument();
    await user.clear(reading);
    await user.type(reading, '45');
    await waitFor(() => expect(group('Suction pressure').queryByTestId('out-of-range')).not.toBeInTheDocument());
    await user.clear(reading);
    await user.type(reading, '75');

    const dueField = screen.getByRole('group', { name: /^Next Due Date/ }).closest('.MuiFormControl-root') ?? document.body;
    await user.click(within(dueField as HTMLElement).getByRole('button', { name: /Choose date/ }));
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(screen.getAllByRole('gridcell', { name: '15' })).toHaveLength(1));
    await user.click(screen.getByRole('gridcell', { name: '15' }));
    const ok = screen.queryByRole('button', { name: 'OK' });
    if (ok) await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save Record' }));
    expect(await within(await screen.findByRole('dialog')).findByText('CheckList Created')).toBeInTheDocument();
    const body = s.requests('POST', RECORDS)[0].body as { taskList: { subTaskList: { subTaskName: string; reading: unknown }[] }[] };
    const sent = body.taskList.flatMap((t) => t.subTaskList).find((st) => st.subTaskName === 'Suction pressure');
    expect(sent?.reading).toBe(75);
  });

  it('offers another site its own units and templates, and clears the unit and checklist of the previous one', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt();
    await chooseUnitAndChecklist(user);
    await user.click(screen.getByRole('combobox', { name: /^Site/ }));
    await user.click(await screen.findByRole('option', { name: 'Warana Centre (S-002)' }));
    await waitFor(() => expect(s.requests('GET', TEMPLATES_PATH).at(-1)!.query.orgName).toBe('WaranaCentre'));
    await user.click(screen.getByRole('combobox', { name: /^Chilling Unit/ }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'ABC — Centre C (CC-9)' })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: 'BMC — Cooler A (CB-01)' })).not.toBeInTheDocument();
  });

  it("keeps the record on a refusal and shows the server's message in a dialog and on the field", async () => {
    const user = userEvent.setup();
    server({
      [`POST ${RECORDS}`]: jsonResponse(
        {
          status: 400,
          code: 'validation',
          message: 'taskList[0].subTaskList[1].reading: Enter a number',
          errors: [{ field: 'taskList[0].subTaskList[1].reading', code: 'maintenance.reading.number', message: 'Enter a number' }],
        },
        400,
      ),
    });
    renderAt();
    await chooseUnitAndChecklist(user);
    await user.type(group('Suction pressure').getByRole('textbox', { name: /^Reading/ }), '30');
    await user.click(screen.getByRole('button', { name: 'Save Record' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Status: 400')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(group('Suction pressure').getByText('Enter a number')).toBeInTheDocument();
    expect(group('Suction pressure').getByRole('textbox', { name: /^Reading/ })).toHaveValue('30');
    expect(screen.getByRole('button', { name: 'Save Record' })).toBeEnabled();
  });
});
