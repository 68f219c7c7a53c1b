import { configure, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import TemplateFormRoute from '@/features/checklists/routes/template-form';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';

// The machine is shared: give slow renders time.
configure({ asyncUtilTimeout: 5000 });

const P = '/authgateway/provisioningService';
const TEMPLATES = `${P}/template`;
const TYPES = [
  { typeName: 'SELECT', typeDisplayName: 'Select' },
  { typeName: 'COST', typeDisplayName: 'Cost' },
  { typeName: 'RANGE', typeDisplayName: 'Range' },
  { typeName: 'BOOLEAN', typeDisplayName: 'Yes / No' },
];
const LOADED = {
  id: 7,
  orgName: 'Gokul',
  checklistName: 'Monthly BMC check',
  checklistDescription: 'Monthly check of the bulk milk cooler',
  taskList: [
    {
      taskId: 1,
      taskName: 'Compressor',
      subTasks: [
        {
          subTaskId: 1,
          subTaskName: 'Noise',
          subTaskDescription: 'Listen',
          taskType: 'SELECT',
          subTaskValue: [{ name: 'Normal', value: 'ok' }],
        },
        {
          subTaskId: 2,
          subTaskName: 'Pressure',
          subTaskDescription: 'Gauge',
          taskType: 'RANGE',
          subTaskValue: { minValue: 20, maxValue: 60, type: 'psi' },
        },
      ],
    },
  ],
};

function server(over: Record<string, unknown> = {}) {
  return stubFetch({
    [`GET ${P}/metadata/checklist/checklistValueTypes`]: TYPES,
    [`GET ${TEMPLATES}/7`]: LOADED,
    [`POST ${TEMPLATES}`]: (r: StubRequest) => ({ ...(r.body as object), id: 9 }),
    [`PUT ${TEMPLATES}`]: (r: StubRequest) => ({ ...(r.body as object), id: 7 }),
    ...over,
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/configuration/checklist-templates-create', Component: TemplateFormRoute },
      { path: '/configuration/checklist-templates-edit/:templateId', Component: TemplateFormRoute },
      { path: '/configuration/checklist-templates-list', element: <p>template list page</p> },
    ],
    path,
  );
}

type User = ReturnType<typeof userEvent.setup>;
type Scope = ReturnType<typeof within>;

const group = (name: string, scope: Scope | typeof screen = screen) => scope.getByRole('group', { name });
const box = (scope: Scope, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function type(user: User, scope: Scope, label: string, text: string) {
  const input = box(scope, label);
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.tab();
}

async function chooseType(user: User, sub: Scope, display: string) {
  await user.click(sub.getByRole('combobox', { name: /^Task Type/ }));
  await user.click(await screen.findByRole('option', { name: display }));
}

/** Fills a sub-task's name, description and type. */
async function fillSubTask(user: User, sub: Scope, name: string, description: string, display: string) {
  await type(user, sub, 'Sub Task Name', name);
  await type(user, sub, 'Sub Task Description', description);
  await chooseType(user, sub, display);
}

const task = (n: number) => within(group(`Task ${n}`));
const subTask = (t: Scope, n: number) => within(group(`Sub Task ${n}`, t));

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['CHECKLIST_CONFIGURATION'] }));
afterEach(() => vi.unstubAllGlobals());

describe('the checklist template editor', { timeout: 60_000 }, () => {
  it('creates a template with a sub-task of every type and goes back to the list', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt('/configuration/checklist-templates-create');
    const page = within(screen.getByRole('form'));
    await type(user, page, 'Checklist Name', ' Monthly BMC check ');
    await type(user, page, 'Description', 'Monthly check of the bulk milk cooler');

    await type(user, task(1), 'Task Name', 'Compressor');
    let sub = subTask(task(1), 1);
    await fillSubTask(user, sub, 'Noise', 'Listen to the compressor', 'Select');
    await type(user, within(group('Option 1', sub)), 'Name', 'Normal');
    await type(user, within(group('Option 1', sub)), 'Value', 'ok');
    await user.click(sub.getByRole('button', { name: 'Add Option' }));
    await type(user, within(group('Option 2', sub)), 'Name', 'Loud');
    await type(user, within(group('Option 2', sub)), 'Value', 'loud');

    await user.click(task(1).getByRole('button', { name: 'Add Sub Task' }));
    sub = subTask(task(1), 2);
    await fillSubTask(user, sub, 'Suction pressure', 'Read the gauge', 'Range');
    await type(user, sub, 'Min Value', '20');
    await type(user, sub, 'Max Value', '60');
    await type(user, sub, 'Unit', 'psi');

    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    await type(user, task(2), 'Task Name', 'Cleaning');
    sub = subTask(task(2), 1);
    await fillSubTask(user, sub, 'Condenser cleaned', 'Brush the fins', 'Yes / No');
    expect(sub.getByText('Answered Yes or No when a record is entered.')).toBeInTheDocument();
    await user.click(task(2).getByRole('button', { name: 'Add Sub Task' }));
    sub = subTask(task(2), 2);
    await fillSubTask(user, sub, 'Spares', 'Cost of spares used', 'Cost');
    await type(user, within(group('Currency 1', sub)), 'Currency', '₹ 500');
    await user.click(sub.getByRole('button', { name: 'Add Currency' }));
    await type(user, within(group('Currency 2', sub)), 'Currency', '₹ 1000');

    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText('template list page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=0&size=10');
    expect(s.requests('POST', TEMPLATES)[0].body).toEqual({
      checklistName: 'Monthly BMC check',
      checklistDescription: 'Monthly check of the bulk milk cooler',
      taskList: [
        {
          taskName: 'Compressor',
          subTasks: [
            {
              subTaskName: 'Noise',
              subTaskDescription: 'Listen to the compressor',
              taskType: 'SELECT',
              subTaskValue: [
                { name: 'Normal', value: 'ok' },
                { name: 'Loud', value: 'loud' },
              ],
            },
            {
              subTaskName: 'Suction pressure',
              subTaskDescription: 'Read the gauge',
              taskType: 'RANGE',
              subTaskValue: { minValue: 20, maxValue: 60, type: 'psi' },
            },
          ],
        },
        {
          taskName: 'Cleaning',
          subTasks: [
            { subTaskName: 'Condenser cleaned', subTaskDescription: 'Brush the fins', taskType: 'BOOLEAN', subTaskValue: null },
            { subTaskName: 'Spares', subTaskDescription: 'Cost of spares used', taskType: 'COST', subTaskValue: ['₹ 500', '₹ 1000'] },
          ],
        },
      ],
    });
  });

  it('shows every required message on submit and sends nothing', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/checklist-templates-create');
    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    for (const m of [
      'Enter a checklist name',
      'Enter a checklist description',
      'Enter a task name',
      'Enter a sub task name',
      'Enter a sub task description',
      'Select a task type',
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(s.requests('POST', TEMPLATES)).toHaveLength(0);
  });

  it('adds a sub-task only when the current one is valid, marking its fields touched otherwise', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/checklist-templates-create');
    const t1 = task(1);
    await user.click(t1.getByRole('button', { name: 'Add Sub Task' }));
    expect(t1.queryByRole('group', { name: 'Sub Task 2' })).not.toBeInTheDocument();
    const sub = subTask(t1, 1);
    expect(await sub.findByText('Enter a sub task name')).toBeInTheDocument();
    expect(sub.getByText('Enter a sub task description')).toBeInTheDocument();
    expect(sub.getByText('Select a task type')).toBeInTheDocument();
    // The task's own name is not checked for a sub-task.
    expect(t1.queryByText('Enter a task name')).not.toBeInTheDocument();

    await fillSubTask(user, sub, 'Condenser', 'Brush the fins', 'Yes / No');
    await user.click(t1.getByRole('button', { name: 'Add Sub Task' }));
    expect(await t1.findByRole('group', { name: 'Sub Task 2' })).toBeInTheDocument();

    // A second sub-task with the same name is not valid, so no third one.
    const sub2 = subTask(t1, 2);
    await fillSubTask(user, sub2, ' condenser ', 'Again', 'Yes / No');
    expect(await sub2.findByText("The sub tasks can't have same values")).toBeInTheDocument();
    await user.click(t1.getByRole('button', { name: 'Add Sub Task' }));
    expect(t1.queryByRole('group', { name: 'Sub Task 3' })).not.toBeInTheDocument();
  });

  it('adds a task only when the current one is valid', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/checklist-templates-create');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(screen.queryByRole('group', { name: 'Task 2' })).not.toBeInTheDocument();
    expect(await task(1).findByText('Enter a task name')).toBeInTheDocument();
    expect(task(1).getByText('Enter a sub task name')).toBeInTheDocument();
    // The template's own fields are not part of the task.
    expect(screen.queryByText('Enter a checklist name')).not.toBeInTheDocument();

    await type(user, task(1), 'Task Name', 'Compressor');
    await fillSubTask(user, subTask(task(1), 1), 'Noise', 'Listen', 'Yes / No');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByRole('group', { name: 'Task 2' })).toBeInTheDocument();
    await type(user, task(2), 'Task Name', 'COMPRESSOR');
    expect(await task(2).findByText("The tasks can't have same names")).toBeInTheDocument();
  });

  it("checks SELECT options: 'Enter a Name', 'Enter a Value', unique, and adds one only when the last is valid", async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/checklist-templates-create');
    const sub = subTask(task(1), 1);
    await chooseType(user, sub, 'Select');
    await user.click(sub.getByRole('button', { name: 'Add Option' }));
    expect(sub.queryByRole('group', { name: 'Option 2' })).not.toBeInTheDocument();
    const o1 = within(group('Option 1', sub));
    expect(await o1.findByText('Enter a Name')).toBeInTheDocument();
    expect(o1.getByText('Enter a Value')).toBeInTheDocument();

    await type(user, o1, 'Name', 'Normal');
    await type(user, o1, 'Value', 'ok');
    await user.click(sub.getByRole('button', { name: 'Add Option' }));
    const o2 = within(await sub.findByRole('group', { name: 'Option 2' }));
    await type(user, o2, 'Name', 'normal');
    await type(user, o2, 'Value', 'OK');
    expect(await o2.findByText('Each option needs a different name')).toBeInTheDocument();
    expect(o2.getByText('Each option needs a different value')).toBeInTheDocument();
    await user.click(sub.getByRole('button', { name: 'Add Option' }));
    expect(sub.queryByRole('group', { name: 'Option 3' })).not.toBeInTheDocument();
    // The last option can't be removed; another can.
    expect(sub.getByRole('button', { name: 'Remove option 1' })).toBeEnabled();
    await user.click(sub.getByRole('button', { name: 'Remove option 2' }));
    expect(sub.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
  });

  it("checks COST entries: 'Enter a currency', unique", async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/checklist-templates-create');
    const sub = subTask(task(1), 1);
    await chooseType(user, sub, 'Cost');
    await user.click(sub.getByRole('button', { name: 'Add Currency' }));
    expect(await within(group('Currency 1', sub)).findByText('Enter a currency')).toBeInTheDocument();
    expect(sub.queryByRole('group', { name: 'Currency 2' })).not.toBeInTheDocument();
    await type(user, within(group('Currency 1', sub)), 'Currency', '₹ 500');
    await user.click(sub.getByRole('button', { name: 'Add Currency' }));
    const c2 = within(await sub.findByRole('group', { name: 'Currency 2' }));
    await type(user, c2, 'Currency', '₹  500');
    expect(await c2.findByText('Each currency entry must be different')).toBeInTheDocument();
  });

  it("checks RANGE: numeric bounds, 'Min value must be less than max value', 'Type is required'", async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/checklist-templates-create');
    const sub = subTask(task(1), 1);
    await chooseType(user, sub, 'Range');
    // The range's third field is its unit, and is labelled so (issue 15 point 10).
    const range = within(group('Expected Range', sub));
    expect(range.getByRole('textbox', { name: /^Unit/ })).toHaveAttribute('placeholder', '°C, psi, Volts');
    expect(range.queryByRole('textbox', { name: /Type/ })).not.toBeInTheDocument();
    await type(user, sub, 'Min Value', 'twenty');
    await type(user, sub, 'Max Value', '');
    await type(user, sub, 'Unit', '');
    expect(await sub.findByText('Min value must be a number')).toBeInTheDocument();
    expect(sub.getByText('Enter a max value')).toBeInTheDocument();
    expect(sub.getByText('Type is required')).toBeInTheDocument();
    await type(user, sub, 'Min Value', '60');
    await type(user, sub, 'Max Value', '20');
    expect(await sub.findByText('Min value must be less than max value')).toBeInTheDocument();
    await type(user, sub, 'Max Value', '80');
    await type(user, sub, 'Min Value', '60');
    await waitFor(() => expect(sub.queryByText('Min value must be less than max value')).not.toBeInTheDocument());
  });

  it("clears a sub-task's value when its type changes and starts the new type's blanks", async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/checklist-templates-create');
    const sub = subTask(task(1), 1);
    await chooseType(user, sub, 'Select');
    await type(user, within(group('Option 1', sub)), 'Name', 'Normal');
    await chooseType(user, sub, 'Range');
    expect(sub.queryByRole('group', { name: 'Option 1' })).not.toBeInTheDocument();
    expect(box(sub, 'Min Value')).toHaveValue('');
    expect(box(sub, 'Unit')).toHaveValue('');
    await type(user, sub, 'Min Value', '5');
    await chooseType(user, sub, 'Cost');
    expect(box(within(group('Currency 1', sub)), 'Currency')).toHaveValue('');
    await chooseType(user, sub, 'Select');
    expect(box(within(group('Option 1', sub)), 'Name')).toHaveValue('');
    expect(sub.queryByRole('group', { name: 'Option 2' })).not.toBeInTheDocument();
    await chooseType(user, sub, 'Yes / No');
    expect(sub.queryByRole('group', { name: 'Options' })).not.toBeInTheDocument();
  });

  it('says the rules in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const user = userEvent.setup();
      server();
      renderAt('/configuration/checklist-templates-create');
      const sub = within(screen.getByRole('group', { name: 'Sous-tâche 1' }));
      await user.click(sub.getByRole('combobox', { name: /^Type de tâche/ }));
      await user.click(await screen.findByRole('option', { name: 'Range' }));
      await type(user, sub, 'Valeur minimale', '9');
      await type(user, sub, 'Valeur maximale', '3');
      await type(user, sub, 'Unit', '');
      expect(await sub.findByText('La valeur minimale doit être inférieure à la valeur maximale')).toBeInTheDocument();
      expect(sub.getByText('Le type est obligatoire')).toBeInTheDocument();
      await user.click(sub.getByRole('combobox', { name: /^Type de tâche/ }));
      await user.click(await screen.findByRole('option', { name: 'Select' }));
      await user.click(sub.getByRole('button', { name: 'Ajouter une option' }));
      expect(await sub.findByText('Saisissez un nom')).toBeInTheDocument();
      expect(sub.getByText('Saisissez une valeur')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Créer le modèle' }));
      expect(await screen.findByText('Saisissez un nom de liste de contrôle')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("keeps the form on a refusal: the server's message in a dialog and on its field, submit again possible", async () => {
    const user = userEvent.setup();
    server({
      [`POST ${TEMPLATES}`]: jsonResponse(
        {
          status: 400,
          code: 'validation',
          message: 'checklistName: A checklist template with this name already exists',
          errors: [
            {
              field: 'checklistName',
              code: 'checklist.checklistName.taken',
              message: 'A checklist template with this name already exists',
            },
            {
              field: 'taskList[0].subTasks[0].subTaskValue[0]',
              code: 'checklist.cost.taken',
              message: 'Each currency entry must be different',
            },
          ],
        },
        400,
      ),
    });
    const { router } = renderAt('/configuration/checklist-templates-create');
    const page = within(screen.getByRole('form'));
    await type(user, page, 'Checklist Name', 'Monthly');
    await type(user, page, 'Description', 'Monthly check');
    await type(user, task(1), 'Task Name', 'Spares');
    const sub = subTask(task(1), 1);
    await fillSubTask(user, sub, 'Parts', 'Cost of parts', 'Cost');
    await type(user, within(group('Currency 1', sub)), 'Currency', '₹ 5');
    await user.click(screen.getByRole('button', { name: 'Create Template' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Status: 400')).toBeInTheDocument();
    expect(within(dialog).getByText('checklistName: A checklist template with this name already exists')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(page.getByText('A checklist template with this name already exists')).toBeInTheDocument();
    expect(within(group('Currency 1', sub)).getByText('Each currency entry must be different')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/configuration/checklist-templates-create');
    expect(screen.getByRole('button', { name: 'Create Template' })).toBeEnabled();
  });

  it("shows the server's refusal to edit a template inherited from the organisation above", async () => {
    const user = userEvent.setup();
    const message = 'This checklist template belongs to an organization above yours; only that organization can edit it';
    server({ [`PUT ${TEMPLATES}`]: jsonResponse({ status: 403, code: 'checklist.template.inherited', message }, 403) });
    const { router } = renderAt('/configuration/checklist-templates-edit/7');
    await screen.findByRole('textbox', { name: /^Checklist Name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Status: 403')).toBeInTheDocument();
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/configuration/checklist-templates-edit/7');
    expect(screen.getByRole('textbox', { name: /^Checklist Name/ })).toHaveValue('Monthly BMC check');
  });

  it('loads a template, edits it and sends it back with PUT template?templateId, ids kept', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/checklist-templates-edit/7');
    const name = await screen.findByRole('textbox', { name: /^Checklist Name/ });
    expect(name).toHaveValue('Monthly BMC check');
    const sub2 = subTask(task(1), 2);
    expect(box(sub2, 'Min Value')).toHaveValue('20');
    expect(box(within(group('Option 1', subTask(task(1), 1))), 'Value')).toHaveValue('ok');
    await type(user, sub2, 'Max Value', '65');
    await user.click(task(1).getByRole('button', { name: 'Add Sub Task' }));
    await fillSubTask(user, subTask(task(1), 3), 'Oil level', 'Sight glass', 'Yes / No');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('template list page')).toBeInTheDocument();
    const put = s.requests('PUT', TEMPLATES)[0];
    expect(put.query).toEqual({ templateId: '7' });
    expect(put.body).toEqual({
      orgName: 'Gokul',
      checklistName: 'Monthly BMC check',
      checklistDescription: 'Monthly check of the bulk milk cooler',
      taskList: [
        {
          taskId: 1,
          taskName: 'Compressor',
          subTasks: [
            {
              subTaskId: 1,
              subTaskName: 'Noise',
              subTaskDescription: 'Listen',
              taskType: 'SELECT',
              subTaskValue: [{ name: 'Normal', value: 'ok' }],
            },
            {
              subTaskId: 2,
              subTaskName: 'Pressure',
              subTaskDescription: 'Gauge',
              taskType: 'RANGE',
              subTaskValue: { minValue: 20, maxValue: 65, type: 'psi' },
            },
            { subTaskName: 'Oil level', subTaskDescription: 'Sight glass', taskType: 'BOOLEAN', subTaskValue: null },
          ],
        },
      ],
    });
  });
});
