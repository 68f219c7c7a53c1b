import { readUnread, retryDelay } from '@/features/notifications/components/inbox-stream';

describe('the inbox stream', () => {
  it('reads the count of an inbox event', () => {
    expect(readUnread('{"unread":4}')).toBe(4);
    expect(readUnread('not json')).toBeNull();
    expect(readUnread('{"other":1}')).toBe(0);
    expect(readUnread(undefined)).toBeNull();
  });

  it('waits 1 s, then 2, 4… up to 30 s between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
