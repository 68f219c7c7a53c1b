/** The notification screens' test answers. */
export const N = '/authgateway/notificationService';
export const TICKET = '/authgateway/pushNotification/ticket';

export function page(content: unknown[], over: Record<string, unknown> = {}) {
  return {
    content,
    pageInfo: { totalPages: content.length ? 1 : 0, hasNextPage: false, totalElements: content.length, page: 0, size: 20, ...over },
  };
}

export const compressorItem = {
  id: 7,
  createdAt: '2026-03-10T09:30:00Z',
  alertLevel: 'CRITICAL',
  title: 'Compressor malfunction — Stage 2',
  body: 'Tank 1 @ Shivaji Nagar, since 15:10. 812 L, 9.3 °C',
  alertId: 'a-77',
  chillingUnitUUID: 'unit-a',
  entries: 1,
  read: false,
};

export const testItem = {
  id: 5,
  createdAt: '2026-03-10T08:00:00Z',
  alertLevel: 'INFO',
  title: 'ChillWatch test message',
  body: 'The in-app channel works.',
  alertId: '',
  chillingUnitUUID: '',
  entries: 1,
  read: true,
  readAt: '2026-03-10T08:05:00Z',
};

export const defaultPolicy = {
  stages: [
    { stage: 1, roles: ['Chilling Centre In-charge'], digest: false },
    { stage: 2, roles: ['Chilling Centre In-charge', 'Maintenance', 'RDE'], digest: true },
    { stage: 3, roles: ['Chilling Centre In-charge', 'Maintenance', 'RDE'], digest: true },
  ],
  capMinutes: 5,
  smsDailyCap: 200,
  orgName: 'Gokul',
  default: true,
  inherited: false,
  editable: true,
  roles: ['Administrator', 'Chilling Centre In-charge', 'Maintenance', 'RDE', 'Viewer'],
};
