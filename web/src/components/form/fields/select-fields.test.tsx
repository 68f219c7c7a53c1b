import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { FormBuilder } from '@/components/form/form-builder';
import type { FieldConfig, FieldOption } from '@/components/form/form-types';
import { toggleAll } from '@/components/form/fields/multi-select-all-field';
import { renderWidget } from '@/test/widget-providers';

const options: FieldOption[] = [
  { value: 'critical', label: 'Critical' },
  { value: 'info', label: 'Info' },
  { value: 'warning', label: 'Warning' },
];

function renderField(field: FieldConfig, defaultValues: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  renderWidget(<FormBuilder fields={[field]} schema={z.looseObject({})} defaultValues={defaultValues} onSubmit={onSubmit} />);
  return onSubmit;
}

async function submitted(user: ReturnType<typeof userEvent.setup>, onSubmit: ReturnType<typeof vi.fn>) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.lastCall![0] as Record<string, unknown>;
}

describe('select fields', () => {
  it('select stores one value', async () => {
    const user = userEvent.setup();
    const onSubmit = renderField({ type: 'select', name: 'level', label: 'Level', options });
    await user.click(screen.getByRole('combobox', { name: /Level/ }));
    await user.click(screen.getByRole('option', { name: 'Info' }));
    expect(await submitted(user, onSubmit)).toEqual({ level: 'info' });
  });

  it('multiSelect stores several values', async () => {
    const user = userEvent.setup();
    const onSubmit = renderField({ type: 'multiSelect', name: 'levels', label: 'Levels', options });
    await user.click(screen.getByRole('combobox', { name: /Levels/ }));
    await user.click(screen.getByRole('option', { name: 'Critical' }));
    await user.click(screen.getByRole('option', { name: 'Warning' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: /Levels/ })).toHaveTextContent('Critical, Warning');
    expect(await submitted(user, onSubmit)).toEqual({ levels: ['critical', 'warning'] });
  });

  it('Select All selects every option, and clears them all when all are selected', async () => {
    const user = userEvent.setup();
    const onSubmit = renderField({ type: 'multiSelectAll', name: 'levels', label: 'Levels', options }, { levels: ['info'] });
    await user.click(screen.getByRole('combobox', { name: /Levels/ }));
    const listbox = screen.getByRole('listbox');
    const selectAll = within(listbox).getByRole('option', { name: 'Select All' });
    expect(within(selectAll).getByRole('checkbox')).toHaveAttribute('data-indeterminate', 'true');

    await user.click(selectAll);
    for (const o of options) {
      expect(within(within(listbox).getByRole('option', { name: o.label })).getByRole('checkbox')).toBeChecked();
    }
    expect(within(selectAll).getByRole('checkbox')).toBeChecked();

    await user.click(selectAll);
    for (const o of options) {
      expect(within(within(listbox).getByRole('option', { name: o.label })).getByRole('checkbox')).not.toBeChecked();
    }
    await user.click(selectAll);
    await user.keyboard('{Escape}');
    expect(await submitted(user, onSubmit)).toEqual({ levels: ['critical', 'info', 'warning'] });
  });

  it('toggleAll picks every enabled option or none', () => {
    const opts: FieldOption[] = [...options, { value: 'off', label: 'Off', disabled: true }];
    expect(toggleAll(opts, [])).toEqual(['critical', 'info', 'warning']);
    expect(toggleAll(opts, ['info'])).toEqual(['critical', 'info', 'warning']);
    expect(toggleAll(opts, ['critical', 'info', 'warning'])).toEqual([]);
  });

  it('multiSelectSearch filters by typing and stores values', async () => {
    const user = userEvent.setup();
    const onSubmit = renderField({ type: 'multiSelectSearch', name: 'sites', label: 'Sites', options });
    const input = screen.getByRole('combobox', { name: 'Sites' });
    await user.type(input, 'cri');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: 'Critical' }));
    await user.clear(input);
    await user.type(input, 'inf');
    await user.click(screen.getByRole('option', { name: 'Info' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Critical' })).toBeInTheDocument();
    expect(await submitted(user, onSubmit)).toEqual({ sites: ['critical', 'info'] });
  });

  it('singleSelectSearch stores one value and empty text when cleared', async () => {
    const user = userEvent.setup();
    const onSubmit = renderField({ type: 'singleSelectSearch', name: 'site', label: 'Site', options }, { site: 'info' });
    const input = screen.getByRole('combobox', { name: 'Site' });
    expect(input).toHaveValue('Info');
    await user.clear(input);
    await user.type(input, 'warn');
    await user.click(screen.getByRole('option', { name: 'Warning' }));
    expect(input).toHaveValue('Warning');
    expect(await submitted(user, onSubmit)).toEqual({ site: 'warning' });
  });

  it('checkbox stores a boolean', async () => {
    const user = userEvent.setup();
    const onSubmit = renderField({ type: 'checkbox', name: 'active', label: 'Active' });
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(await submitted(user, onSubmit)).toEqual({ active: true });
  });
});
