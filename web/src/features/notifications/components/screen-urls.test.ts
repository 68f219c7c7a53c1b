import { shortDuration } from '@/features/notifications/components/channel-settings';
import { filterFromParams, filterToParams, toDeliveryQuery, EMPTY_FILTER } from '@/features/notifications/components/delivery-filter';
import { searchParams } from '@/features/notifications/components/delivery-log';
import { withUnreadOnly } from '@/features/notifications/components/inbox-filter';

describe('the URLs', () => {
  it('keep the tab and drop the old page when the delivery filters change', () => {
    const prev = new URLSearchParams('view=deliveries&status=sent&page=3&size=50');
    const next = searchParams(prev, { ...EMPTY_FILTER, channel: 'sms', userName: ' ravi ' });
    expect(next.toString()).toBe('view=deliveries&channel=sms&userName=ravi&page=0&size=50');
  });

  it('read the delivery filters and ask for them', () => {
    const v = filterFromParams(new URLSearchParams('from=2026-03-01&channel=web&status=historical&alertType=grid_off'));
    expect(filterToParams(v)).toEqual({ from: '2026-03-01', channel: 'web', status: 'historical', alertType: 'grid_off' });
    expect(toDeliveryQuery(v)).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      channel: 'web',
      status: 'historical',
      alertType: 'grid_off',
    });
  });

  it('turn Unread only on and off, back on the first page', () => {
    expect(withUnreadOnly(new URLSearchParams('page=2&size=10'), true).toString()).toBe('page=0&size=10&unreadOnly=true');
    expect(withUnreadOnly(new URLSearchParams('unreadOnly=true&page=2'), false).toString()).toBe('page=0&size=20');
  });

  it('write Go durations short', () => {
    expect(shortDuration('30m0s')).toBe('30m');
    expect(shortDuration('1h0m0s')).toBe('1h');
    expect(shortDuration('1h30m0s')).toBe('1h30m');
    expect(shortDuration('45s')).toBe('45s');
  });
});
