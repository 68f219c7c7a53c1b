import { alertTypesFor, categoryKind, hoursParam, listParam, statusParam } from '@/features/monitoring/components/alert-list-query';
import { canAcknowledge, alertRowSchema } from '@/features/monitoring/api/alert-row';

describe('what an alert list asks for', () => {
  it('maps a category to its alert types', () => {
    expect(alertTypesFor('all')).toEqual({ alertTypes: ['All Alerts'], toExclude: false });
    expect(alertTypesFor('')).toEqual({ alertTypes: ['All Alerts'], toExclude: false });
    expect(alertTypesFor('critical')).toEqual({ alertTypes: ['Critical Alerts'], toExclude: false });
    expect(alertTypesFor('Critical Alerts')).toEqual({ alertTypes: ['Critical Alerts'], toExclude: false });
    expect(alertTypesFor('info')).toEqual({ alertTypes: ['Info Alerts'], toExclude: false });
    expect(alertTypesFor('milk_undercooled')).toEqual({ alertTypes: ['milk_undercooled'], toExclude: false });
    expect(alertTypesFor('other', ['a', 'b', 'c', 'd'])).toEqual({ alertTypes: ['a', 'b', 'c'], toExclude: true });
    // No critical type in the window: every critical type.
    expect(alertTypesFor('other', [])).toEqual({ alertTypes: [], toExclude: true });
    expect(categoryKind('OTHER')).toBe('other');
    expect(categoryKind('panel_trip')).toBe('type');
  });

  it('reads hours, lists and the status from the URL', () => {
    expect(hoursParam(null)).toBe(24);
    expect(hoursParam('0')).toBe(0);
    expect(hoursParam('120')).toBe(120);
    expect(hoursParam('121')).toBe(24);
    expect(hoursParam('x')).toBe(24);
    expect(listParam('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(listParam(null)).toEqual([]);
    expect(statusParam('Cleared')).toBe('cleared');
    expect(statusParam('closed')).toBe('');
  });

  it('offers the acknowledgement of critical alerts nobody acknowledged', () => {
    const a = alertRowSchema.parse({ alertId: 'x', alertLevel: 'CRITICAL', status: 'active' });
    expect(canAcknowledge(a)).toBe(true);
    expect(canAcknowledge({ ...a, status: 'cleared' })).toBe(true);
    expect(canAcknowledge({ ...a, acknowledgedBy: 'ravi' })).toBe(false);
    expect(canAcknowledge({ ...a, alertLevel: 'INFO', status: 'event' })).toBe(false);
  });
});
