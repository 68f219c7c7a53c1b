import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { ApiError } from '@/lib/api-client';
import { getErrorState, resetError } from '@/lib/errors';

const fail = (status: number) => async () => {
  throw new ApiError(status, { status, code: 'x', message: `failed ${status}` });
};

function Query({ status, handlesError }: { status: number; handlesError?: boolean }) {
  const q = useQuery({ queryKey: ['q', status, handlesError], queryFn: fail(status), meta: { handlesError } });
  return <p>{q.status}</p>;
}

function Mutation({ status, handlesError }: { status: number; handlesError?: boolean }) {
  const m = useMutation({ mutationFn: fail(status), meta: { handlesError } });
  return (
    <button type="button" onClick={() => m.mutate()} disabled={m.isPending}>
      {m.status}
    </button>
  );
}

function renderWith(ui: React.ReactNode) {
  return render(<QueryClientProvider client={createQueryClient({ retry: false })}>{ui}</QueryClientProvider>);
}

describe('createQueryClient', () => {
  afterEach(() => resetError());

  it.each([
    [500, '500'],
    [403, '403'],
    [400, '404'],
    [418, 'error'],
  ])('raises a failed query (%i) globally as %s', async (status, page) => {
    renderWith(<Query status={status} />);
    await screen.findByText('error');
    expect(getErrorState()).toMatchObject({ page, status });
  });

  it('leaves a query that handles its error alone', async () => {
    renderWith(<Query status={500} handlesError />);
    await screen.findByText('error');
    expect(getErrorState().page).toBeNull();
  });

  it('raises a failed mutation globally unless it handles its error', async () => {
    const { unmount } = renderWith(<Mutation status={503} />);
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(getErrorState().page).toBe('503'));
    unmount();
    resetError();

    renderWith(<Mutation status={503} handlesError />);
    act(() => screen.getByRole('button').click());
    await screen.findByRole('button', { name: 'error' });
    expect(getErrorState().page).toBeNull();
  });

  it('does not retry a refused query', async () => {
    const client = createQueryClient();
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['refused'],
        queryFn: async () => {
          calls++;
          throw new ApiError(404, true);
        },
      })
      .catch(() => {});
    expect(calls).toBe(1);
  });
});
