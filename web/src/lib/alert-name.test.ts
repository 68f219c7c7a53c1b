import { alertNameWithStage } from '@/lib/alert-name';

const label = (n: number) => `Stage ${n}`;

describe('an alert’s name with its stage', () => {
  it('adds the stage reached', () => {
    expect(alertNameWithStage('Milk under-cooled', 2, label)).toBe('Milk under-cooled — Stage 2');
  });
  it('keeps a name that already ends with its stage, in either language', () => {
    expect(alertNameWithStage('Grid power off (stage 3)', 3, label)).toBe('Grid power off (stage 3)');
    expect(alertNameWithStage('Coupure secteur (niveau 2)', 2, (n) => `Niveau ${n}`)).toBe('Coupure secteur (niveau 2)');
    expect(alertNameWithStage('Grid power off (stage 2)', 3, label)).toBe('Grid power off (stage 2) — Stage 3');
  });
  it('leaves info events as they are', () => {
    expect(alertNameWithStage('Chilling started', 0, label)).toBe('Chilling started');
  });
});
