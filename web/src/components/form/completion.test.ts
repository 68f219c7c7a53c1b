import { completionPercentage, hasValue, progressColor } from '@/components/form/completion';
import type { FieldConfig } from '@/components/form/form-types';

const fields: FieldConfig[] = [
  { type: 'header', text: 'Details' },
  { type: 'text', name: 'name' },
  { type: 'multiSelect', name: 'roles', options: [] },
  { type: 'number', name: 'age' },
  { type: 'hr' },
  { type: 'completedPercentage' },
  { type: 'validate', check: () => 'ok' },
];

describe('completion', () => {
  it('counts an empty array as empty', () => {
    expect(completionPercentage(fields, { name: 'Asha', roles: [], age: null })).toBe(33);
    expect(completionPercentage(fields, { name: 'Asha', roles: ['ADMIN'], age: null })).toBe(67);
    expect(completionPercentage(fields, { name: 'Asha', roles: ['ADMIN'], age: 0 })).toBe(100);
  });

  it('leaves display-only and hidden fields out', () => {
    const withHidden: FieldConfig[] = [...fields, { type: 'text', name: 'other', hidden: (v) => v.name !== 'x' }];
    expect(completionPercentage(withHidden, { name: 'Asha', roles: [], age: 3 })).toBe(67);
    expect(completionPercentage(withHidden, { name: 'x', roles: [], age: 3 })).toBe(50);
  });

  it('counts the three values of a location and both passwords', () => {
    const f: FieldConfig[] = [
      { type: 'location', names: { country: 'a.country', state: 'a.state', district: 'a.district' } },
      { type: 'userPasswordChange', name: 'pw', confirmName: 'pw2' },
    ];
    expect(completionPercentage(f, { a: { country: 'IN', state: '', district: '' }, pw: 'x', pw2: '' })).toBe(40);
  });

  it('can count only some paths', () => {
    expect(completionPercentage(fields, { name: 'Asha', roles: [], age: null }, ['name', 'roles'])).toBe(50);
  });

  it('is 0 when there is nothing to count', () => {
    expect(completionPercentage([{ type: 'hr' }], {})).toBe(0);
  });

  it('knows what holds a value', () => {
    expect(hasValue('')).toBe(false);
    expect(hasValue('  ')).toBe(false);
    expect(hasValue([])).toBe(false);
    expect(hasValue(null)).toBe(false);
    expect(hasValue(undefined)).toBe(false);
    expect(hasValue(false)).toBe(false);
    expect(hasValue(new Date('nope'))).toBe(false);
    expect(hasValue(0)).toBe(true);
    expect(hasValue(true)).toBe(true);
    expect(hasValue(['a'])).toBe(true);
    expect(hasValue(new Date())).toBe(true);
  });

  it('colours the bar red below 20, amber below 60, green from 60', () => {
    expect(progressColor(0)).toBe('error');
    expect(progressColor(19)).toBe('error');
    expect(progressColor(20)).toBe('warning');
    expect(progressColor(59)).toBe('warning');
    expect(progressColor(60)).toBe('success');
    expect(progressColor(100)).toBe('success');
  });
});

describe('completion of custom fields', () => {
  it('counts a custom field unless it says not to', () => {
    const f: FieldConfig[] = [
      { type: 'text', name: 'a' },
      { type: 'custom', name: 'b', render: () => null },
      { type: 'custom', name: 'c', render: () => null, countsToCompletion: false },
    ];
    expect(completionPercentage(f, { a: 'x', b: null, c: 'y' })).toBe(50);
  });
});
