import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import i18n from '@/lib/i18n';
import { FormBuilder } from '@/components/form/form-builder';
import type { FieldConfig } from '@/components/form/form-types';
import { renderWidget } from '@/test/widget-providers';

function renderPicker(field: FieldConfig, defaultValues: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  const view = renderWidget(<FormBuilder fields={[field]} schema={z.looseObject({})} defaultValues={defaultValues} onSubmit={onSubmit} />);
  const input = (name: string) => view.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { onSubmit, input };
}

/** Exact text, keeping the format's two spaces. */
const exactly = (text: string) => (_: string, el: Element | null) => el?.textContent === text && el.children.length === 0;

describe('date and time pickers', () => {
  it("shows a date as 'dd MMM  yyyy' by default, two spaces included", () => {
    const { input } = renderPicker({ type: 'datePicker', name: 'day', label: 'Day' }, { day: new Date(2024, 0, 5) });
    expect(input('day')).toHaveValue('05 Jan  2024');
  });

  it('takes another format', () => {
    const { input } = renderPicker({ type: 'datePicker', name: 'day', label: 'Day', format: 'dd/MM/yyyy' }, { day: new Date(2024, 0, 5) });
    expect(input('day')).toHaveValue('05/01/2024');
  });

  it("shows a month as 'MMMM yyyy', in the UI language", async () => {
    const { input } = renderPicker({ type: 'monthPicker', name: 'month', label: 'Month' }, { month: new Date(2024, 2, 1) });
    expect(input('month')).toHaveValue('March 2024');
  });

  it('shows a month in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const { input } = renderPicker({ type: 'monthPicker', name: 'month', label: 'Mois' }, { month: new Date(2024, 2, 1) });
      expect(input('month')).toHaveValue('mars 2024');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("shows a time as 'HH:mm' by default", () => {
    const { input } = renderPicker({ type: 'timePicker', name: 'at', label: 'At' }, { at: new Date(2024, 0, 5, 14, 30) });
    expect(input('at')).toHaveValue('14:30');
  });

  it('offers only the days between min and max in the calendar', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPicker(
      {
        type: 'datePicker',
        name: 'day',
        label: 'Day',
        minDate: new Date(2024, 0, 10),
        maxDate: new Date(2024, 0, 20),
      },
      { day: new Date(2024, 0, 15) },
    );
    await user.click(screen.getByRole('button', { name: /Choose date/ }));
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('gridcell', { name: '9' })).toBeDisabled();
    expect(within(grid).getByRole('gridcell', { name: '10' })).toBeEnabled();
    expect(within(grid).getByRole('gridcell', { name: '20' })).toBeEnabled();
    expect(within(grid).getByRole('gridcell', { name: '21' })).toBeDisabled();
    await user.click(within(grid).getByRole('gridcell', { name: '12' }));
    // jsdom has no fine pointer, so this is the mobile picker: confirm with OK.
    const ok = screen.queryByRole('button', { name: 'OK' });
    if (ok) await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].day).toEqual(new Date(2024, 0, 12));
  });

  it('refuses a date before the min date', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPicker(
      { type: 'datePicker', name: 'day', label: 'Day', minDate: new Date(2024, 0, 10) },
      { day: new Date(2024, 0, 5) },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(exactly('The date must be on or after 10 Jan  2024'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a date after the max date', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPicker(
      { type: 'datePicker', name: 'day', label: 'Day', maxDate: new Date(2024, 0, 10) },
      { day: new Date(2024, 0, 11) },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(exactly('The date must be on or before 10 Jan  2024'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts the min and max days themselves, whatever their time', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPicker(
      {
        type: 'datePicker',
        name: 'day',
        label: 'Day',
        minDate: new Date(2024, 0, 10, 18, 0),
        maxDate: new Date(2024, 0, 10, 6, 0),
      },
      { day: new Date(2024, 0, 10, 12, 0) },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('refuses a month outside min and max', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPicker(
      { type: 'monthPicker', name: 'month', label: 'Month', minDate: new Date(2024, 2, 20) },
      { month: new Date(2024, 1, 1) },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The date must be on or after March 2024')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a time outside min and max', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPicker(
      { type: 'timePicker', name: 'at', label: 'At', minTime: new Date(2024, 0, 1, 6, 0), maxTime: new Date(2024, 0, 1, 18, 0) },
      { at: new Date(2024, 0, 5, 19, 15) },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The time must be at or before 18:00')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an invalid date', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPicker({ type: 'datePicker', name: 'day', label: 'Day' }, { day: new Date('nope') });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid date')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
