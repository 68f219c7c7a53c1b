/** The inbox screen's URL: unreadOnly=true shows only unread notifications (page and size beside it). */
export const INBOX_PAGE_SIZE = 20;

export function unreadOnlyFrom(params: URLSearchParams): boolean {
  return params.get('unreadOnly') === 'true';
}

/** The URL with the filter changed, back on the first page. */
export function withUnreadOnly(prev: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(prev);
  if (on) next.set('unreadOnly', 'true');
  else next.delete('unreadOnly');
  next.set('page', '0');
  next.set('size', prev.get('size') ?? String(INBOX_PAGE_SIZE));
  return next;
}
