/**
 * The dashboard's schemas read what the server answers: its generated types
 * must fit each schema's input, so a changed field fails the type check.
 */
import type { z } from 'zod';
import type { components } from '@/types/api';
import type { alertsCountSchema } from '@/features/dashboard/api/get-alerts-count';
import type { mySiteSchema } from '@/features/dashboard/api/get-my-sites';
import type { statusCountSchema } from '@/features/dashboard/api/get-status-count';
import type { BookmarkChange } from '@/features/dashboard/api/update-bookmarks';

type S = components['schemas'];

/** Compiles only when A can be given where B is read. */
function fits<A extends B, B>(_value?: A): true {
  return true;
}

describe('the dashboard calls’ contract', () => {
  it('reads the server’s answers and sends what it takes', () => {
    fits<S['StatusCount'], z.input<typeof statusCountSchema>>();
    fits<S['AlertsCount'], z.input<typeof alertsCountSchema>>();
    fits<S['Association'], z.input<typeof mySiteSchema>>();
    fits<BookmarkChange, S['Bookmark']>();
  });
});
