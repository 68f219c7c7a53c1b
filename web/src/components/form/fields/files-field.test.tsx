import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { FormBuilder } from '@/components/form/form-builder';
import type { FieldConfig } from '@/components/form/form-types';
import { isAccepted } from '@/components/form/fields/files-field';
import { renderWidget } from '@/test/widget-providers';

const file = (name: string, type: string) => new File(['x'], name, { type });

function renderFiles(field: Partial<FieldConfig> = {}) {
  const onSubmit = vi.fn();
  renderWidget(
    <FormBuilder
      fields={[{ type: 'files', name: 'photos', label: 'Photos', ...field } as FieldConfig]}
      schema={z.looseObject({})}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('files field', () => {
  // The browser's own accept filter is off, so the field's own filter is what is tested.
  const setup = () => userEvent.setup({ applyAccept: false });

  it('keeps only image files by default and shows the hint for the refused ones', async () => {
    const user = setup();
    const onSubmit = renderFiles();
    expect(screen.queryByText('Please add only Image Files')).not.toBeInTheDocument();
    await user.upload(screen.getByTestId('files-photos'), [file('tank.png', 'image/png'), file('report.pdf', 'application/pdf')]);
    expect(await screen.findByText('Please add only Image Files')).toBeInTheDocument();
    expect(screen.getByText('tank.png')).toBeInTheDocument();
    expect(screen.queryByText('report.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = onSubmit.mock.calls[0][0].photos as File[];
    expect(sent.map((f) => f.name)).toEqual(['tank.png']);
  });

  it('clears the hint once only accepted files are added', async () => {
    const user = setup();
    renderFiles();
    await user.upload(screen.getByTestId('files-photos'), [file('a.txt', 'text/plain')]);
    expect(await screen.findByText('Please add only Image Files')).toBeInTheDocument();
    await user.upload(screen.getByTestId('files-photos'), [file('b.jpg', 'image/jpeg')]);
    await waitFor(() => expect(screen.queryByText('Please add only Image Files')).not.toBeInTheDocument());
  });

  it('shows each file as a chip with the first 20 characters of its name, removable', async () => {
    const user = setup();
    renderFiles();
    const long = 'milk-chilling-centre-photo-2024.png';
    await user.upload(screen.getByTestId('files-photos'), [file(long, 'image/png'), file('b.jpg', 'image/jpeg')]);
    const chip = await screen.findByText(long.slice(0, 20));
    expect(chip).toHaveTextContent(/^milk-chilling-centre$/);
    expect(screen.queryByText(long)).not.toBeInTheDocument();
    expect(chip.closest('.MuiChip-root')).toHaveAttribute('title', long);
    await user.click(chip.closest('.MuiChip-root')!.querySelector('.MuiChip-deleteIcon')!);
    expect(screen.queryByText(long.slice(0, 20))).not.toBeInTheDocument();
    expect(screen.getByText('b.jpg')).toBeInTheDocument();
  });

  it('adds to the files already chosen', async () => {
    const user = setup();
    renderFiles();
    await user.upload(screen.getByTestId('files-photos'), [file('a.png', 'image/png')]);
    await user.upload(screen.getByTestId('files-photos'), [file('b.png', 'image/png')]);
    expect(screen.getByText('a.png')).toBeInTheDocument();
    expect(screen.getByText('b.png')).toBeInTheDocument();
  });

  it('takes other accepted types with their own hint', async () => {
    const user = setup();
    renderFiles({ accept: ['.csv'], multiple: false } as Partial<FieldConfig>);
    await user.upload(screen.getByTestId('files-photos'), [file('x.png', 'image/png')]);
    expect(await screen.findByText('Only these file types are accepted: .csv')).toBeInTheDocument();
    await user.upload(screen.getByTestId('files-photos'), [file('sites.csv', 'text/csv')]);
    expect(screen.getByText('sites.csv')).toBeInTheDocument();
    expect(screen.getByTestId('files-photos')).toHaveAttribute('accept', '.csv');
  });

  it('matches types, families and extensions', () => {
    expect(isAccepted(file('a.png', 'image/png'), ['image/*'])).toBe(true);
    expect(isAccepted(file('a.pdf', 'application/pdf'), ['image/*'])).toBe(false);
    expect(isAccepted(file('a.csv', ''), ['.csv'])).toBe(true);
    expect(isAccepted(file('a.PNG', 'image/png'), ['image/png'])).toBe(true);
    expect(isAccepted(file('a.gif', 'image/gif'), ['image/png', 'image/jpeg'])).toBe(false);
  });
});
