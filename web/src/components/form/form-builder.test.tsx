import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import i18n from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { FormBuilder, type FormHelpers } from '@/components/form/form-builder';
import type { FieldConfig } from '@/components/form/form-types';
import { jsonResponse, renderWidget } from '@/test/widget-providers';

const nameSchema = z.object({
  name: z.string().min(1, 'Please enter a name'),
  email: z.string().email('Please enter a valid email'),
});
const nameFields: FieldConfig[] = [
  { type: 'text', name: 'name', label: 'Name' },
  { type: 'email', name: 'email', label: 'Email' },
];

describe('FormBuilder', () => {
  it('labels the submit button Submit by default, translated', async () => {
    renderWidget(<FormBuilder fields={nameFields} schema={nameSchema} onSubmit={() => {}} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
  });

  it('translates the default submit label', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      renderWidget(<FormBuilder fields={nameFields} schema={nameSchema} onSubmit={() => {}} />);
      expect(screen.getByRole('button', { name: 'Valider' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('takes a submit label key or text', () => {
    renderWidget(<FormBuilder fields={nameFields} schema={nameSchema} onSubmit={() => {}} submitLabel="Save" />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows a field error only once the field is touched', async () => {
    const user = userEvent.setup();
    renderWidget(<FormBuilder fields={nameFields} schema={nameSchema} onSubmit={() => {}} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'a');
    await user.clear(name);
    expect(screen.queryByText('Please enter a name')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // The email field, never touched, shows nothing yet.
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    // Once touched, the error follows the value.
    await user.type(name, 'Asha');
    await waitFor(() => expect(screen.queryByText('Please enter a name')).not.toBeInTheDocument());
  });

  it('shows every error after a submit attempt and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWidget(<FormBuilder fields={nameFields} schema={nameSchema} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes loaded values (edit) and replaces them when they change', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const view = renderWidget(
      <FormBuilder fields={nameFields} schema={nameSchema} values={{ name: 'Asha', email: 'a@b.in' }} onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Asha', email: 'a@b.in' });
    view.unmount();
  });

  it('submits the parsed values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWidget(<FormBuilder fields={nameFields} schema={nameSchema} defaultValues={{ email: 'a@b.in' }} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Asha', email: 'a@b.in' });
  });

  it('shows the server field errors of a refused submit on the fields', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, {
        status: 400,
        code: 'validation',
        message: 'Invalid input',
        errors: [
          { field: 'email', code: 'taken', message: 'Email already used' },
          { field: 'elsewhere', code: 'x', message: 'Something else is wrong' },
        ],
      });
    });
    renderWidget(
      <FormBuilder fields={nameFields} schema={nameSchema} defaultValues={{ name: 'Asha', email: 'a@b.in' }} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email already used')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Something else is wrong');
  });

  it('hands a refused submit to onSubmitError when given', async () => {
    const user = userEvent.setup();
    const onSubmitError = vi.fn();
    const err = new ApiError(500, { status: 500, code: 'internal', message: 'Server down' });
    renderWidget(
      <FormBuilder
        fields={nameFields}
        schema={nameSchema}
        defaultValues={{ name: 'Asha', email: 'a@b.in' }}
        onSubmit={() => Promise.reject(err)}
        onSubmitError={onSubmitError}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitError).toHaveBeenCalledWith(err, expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows server field errors given as a prop, untouched fields included', async () => {
    const err = new ApiError(409, {
      status: 409,
      code: 'conflict',
      message: 'exists',
      errors: [{ field: 'name', code: 'exists', message: 'Organization Name already exists' }],
    });
    renderWidget(<FormBuilder fields={nameFields} schema={nameSchema} serverError={err} onSubmit={() => {}} />);
    expect(await screen.findByText('Organization Name already exists')).toBeInTheDocument();
  });

  it('gives a setError helper for server messages', async () => {
    const user = userEvent.setup();
    renderWidget(
      <FormBuilder
        fields={nameFields}
        schema={nameSchema}
        defaultValues={{ name: 'Asha', email: 'a@b.in' }}
        onSubmit={(_, h: FormHelpers) => h.setError('name', { type: 'server', message: 'Name taken' })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name taken')).toBeInTheDocument();
  });

  it('translates schema messages that are i18n keys', async () => {
    const user = userEvent.setup();
    const schema = z.object({ p: z.string().min(1, 'form.passwordMismatch') });
    renderWidget(<FormBuilder fields={[{ type: 'text', name: 'p', label: 'P' }]} schema={schema} onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Both password need to be the same')).toBeInTheDocument();
  });

  it('shows the completion percentage, an empty array counting as empty, coloured by share', async () => {
    const user = userEvent.setup();
    const schema = z.object({ name: z.string(), roles: z.array(z.string()), note: z.string(), ok: z.boolean() });
    const fields: FieldConfig[] = [
      { type: 'completedPercentage' },
      { type: 'text', name: 'name', label: 'Name' },
      { type: 'multiSelect', name: 'roles', label: 'Roles', options: [{ value: 'A', label: 'Admin' }] },
      { type: 'textarea', name: 'note', label: 'Note' },
      { type: 'checkbox', name: 'ok', label: 'OK' },
      { type: 'label', text: 'Fill in everything' },
    ];
    renderWidget(<FormBuilder fields={fields} schema={schema} onSubmit={() => {}} />);
    const bar = screen.getByRole('progressbar', { name: 'Completed' });
    expect(screen.getByTestId('completed-percentage')).toHaveTextContent('0%');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar.className).toMatch(/colorError/);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await waitFor(() => expect(screen.getByTestId('completed-percentage')).toHaveTextContent('25%'));
    expect(bar.className).toMatch(/colorWarning/);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    await user.click(screen.getByRole('checkbox', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('completed-percentage')).toHaveTextContent('75%'));
    expect(bar.className).toMatch(/colorSuccess/);
  });

  it('renders label, header and hr as display only', () => {
    const fields: FieldConfig[] = [{ type: 'header', text: 'Address' }, { type: 'label', text: 'widgets.country' }, { type: 'hr' }];
    renderWidget(<FormBuilder fields={fields} schema={z.looseObject({})} onSubmit={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByText('Country')).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('stores numbers from a number field and null when empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({ litres: z.number().nullable() });
    renderWidget(<FormBuilder fields={[{ type: 'number', name: 'litres', label: 'Litres' }]} schema={schema} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ litres: null });
    await user.type(screen.getByRole('spinbutton', { name: 'Litres' }), '250');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toEqual({ litres: 250 });
  });

  it('hides a field when its condition says so', async () => {
    const user = userEvent.setup();
    const fields: FieldConfig[] = [
      {
        type: 'select',
        name: 'vendor',
        label: 'Vendor',
        options: [
          { value: 'A', label: 'Acme' },
          { value: 'Others', label: 'Others' },
        ],
      },
      { type: 'text', name: 'otherVendor', label: 'Other vendor', hidden: (v) => v.vendor !== 'Others' },
    ];
    renderWidget(<FormBuilder fields={fields} schema={z.looseObject({})} onSubmit={() => {}} />);
    expect(screen.queryByRole('textbox', { name: 'Other vendor' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Vendor/ }));
    await user.click(screen.getByRole('option', { name: 'Others' }));
    expect(await screen.findByRole('textbox', { name: 'Other vendor' })).toBeInTheDocument();
  });

  it('checks two passwords are the same (userPasswordChange)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({ newPassword: z.string().min(6, 'Too short'), confirmPassword: z.string() });
    renderWidget(
      <FormBuilder
        fields={[{ type: 'userPasswordChange', name: 'newPassword', confirmName: 'confirmPassword' }]}
        schema={schema}
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Both password need to be the same')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await waitFor(() => expect(screen.queryByText('Both password need to be the same')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ newPassword: 'secret1', confirmPassword: 'secret1' });
  });

  it('runs a validate check and shows its result', async () => {
    const user = userEvent.setup();
    const check = vi.fn(async (values: Record<string, unknown>) =>
      values.name === 'BMC-1' ? { ok: true, message: 'Serial number is free' } : { ok: false, message: 'Serial number is taken' },
    );
    const fields: FieldConfig[] = [
      { type: 'text', name: 'name', label: 'Serial' },
      { type: 'validate', label: 'Check serial', check },
    ];
    renderWidget(<FormBuilder fields={fields} schema={z.looseObject({})} defaultValues={{ name: 'BMC-1' }} onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Check serial' }));
    expect(await screen.findByText('Serial number is free')).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith(expect.objectContaining({ name: 'BMC-1' }));
    await user.clear(screen.getByRole('textbox', { name: 'Serial' }));
    await user.click(screen.getByRole('button', { name: 'Check serial' }));
    expect(await screen.findByText('Serial number is taken')).toBeInTheDocument();
  });

  it('shows a failed validate check', async () => {
    const user = userEvent.setup();
    const fields: FieldConfig[] = [{ type: 'validate', check: () => Promise.reject(new Error('offline')) }];
    renderWidget(<FormBuilder fields={fields} schema={z.looseObject({})} onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Something went wrong: offline')).toBeInTheDocument();
  });

  it('renders a custom field with its controller', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const fields: FieldConfig[] = [
      {
        type: 'custom',
        name: 'rating',
        render: ({ field, error }) => (
          <div>
            <button type="button" onClick={() => field.onChange((field.value as number) + 1)}>
              up
            </button>
            <span>rating {String(field.value)}</span>
            {error && <span>{error}</span>}
          </div>
        ),
      },
    ];
    const schema = z.object({ rating: z.number().min(2, 'At least 2') });
    renderWidget(<FormBuilder fields={fields} schema={schema} defaultValues={{ rating: 0 }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'up' }));
    expect(screen.getByText('rating 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('At least 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'up' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ rating: 2 });
  });

  it('repeats a group of fields with add and remove (TaskFields)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({
      tasks: z.array(z.object({ taskName: z.string().min(1, 'Please enter a task') })).min(1, 'Add one task'),
    });
    const fields: FieldConfig[] = [
      {
        type: 'TaskFields',
        name: 'tasks',
        label: 'Tasks',
        addLabel: 'Add task',
        itemLabel: 'Task {{n}}',
        newItem: () => ({ taskName: '' }),
        itemFields: [{ type: 'text', name: 'taskName', label: 'Task name' }],
      },
    ];
    renderWidget(<FormBuilder fields={fields} schema={schema} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Add one task')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const inputs = screen.getAllByRole('textbox', { name: 'Task name' });
    expect(inputs).toHaveLength(2);
    await user.type(inputs[0], 'Clean tank');
    await user.type(inputs[1], 'Check compressor');
    await user.click(within(screen.getByRole('group', { name: 'Task 1' })).getByRole('button', { name: 'Remove Task 1' }));
    expect(screen.getAllByRole('textbox', { name: 'Task name' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ tasks: [{ taskName: 'Check compressor' }] });
  });

  it('renders a caller item in TaskFields and keeps the minimum', async () => {
    const user = userEvent.setup();
    const fields: FieldConfig[] = [
      {
        type: 'TaskFields',
        name: 'units',
        minItems: 1,
        newItem: { name: '' },
        renderItem: ({ prefix, index }) => (
          <span>
            custom item {index} at {prefix}
          </span>
        ),
      },
    ];
    renderWidget(<FormBuilder fields={fields} schema={z.looseObject({})} defaultValues={{ units: [{ name: 'a' }] }} onSubmit={() => {}} />);
    expect(screen.getByText('custom item 0 at units.0.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Item 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('custom item 1 at units.1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Item 1' })).toBeEnabled();
  });

  describe('location field', () => {
    const META = '/authgateway/provisioningService/metadata';
    beforeEach(() => {
      const lists: Record<string, unknown> = {
        [`${META}/countryTypes`]: [{ typeName: 'IN', typeDisplayName: 'India' }],
        [`${META}/states/IN`]: [{ typeName: 'IN-MH', typeDisplayName: 'Maharashtra' }],
        [`${META}/districts/IN-MH`]: [{ typeName: 'Pune', typeDisplayName: 'Pune' }],
      };
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => (url in lists ? jsonResponse(lists[url]) : jsonResponse({}, 404))),
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it('fills three form values through the cascading selector, each with its own error', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const schema = z.object({
        address: z.object({
          country: z.string().min(1, 'Please enter Country'),
          state: z.string().min(1, 'Please enter State'),
          district: z.string().min(1, 'Please enter District'),
        }),
      });
      const fields: FieldConfig[] = [
        { type: 'location', names: { country: 'address.country', state: 'address.state', district: 'address.district' } },
      ];
      renderWidget(<FormBuilder fields={fields} schema={schema} onSubmit={onSubmit} />);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Please enter Country')).toBeInTheDocument();
      expect(screen.getByText('Please enter State')).toBeInTheDocument();
      expect(screen.getByText('Please enter District')).toBeInTheDocument();

      for (const [label, option] of [
        [/^Country/, 'India'],
        [/^State/, 'Maharashtra'],
        [/^District/, 'Pune'],
      ] as const) {
        await waitFor(() => expect(screen.getByRole('combobox', { name: label })).not.toHaveAttribute('aria-disabled'));
        await user.click(screen.getByRole('combobox', { name: label }));
        await user.click(await screen.findByRole('option', { name: option }));
        await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      }
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0][0]).toEqual({ address: { country: 'IN', state: 'IN-MH', district: 'Pune' } });
    });
  });
});
