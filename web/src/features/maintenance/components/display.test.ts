import i18n from '@/lib/i18n';
import { showDate, showDateTime, showReading, showType, showValue } from '@/features/maintenance/components/display';

const t = i18n.getFixedT('en');
const fr = i18n.getFixedT('fr');
const OPTIONS = [
  { name: 'Normal', value: 'ok' },
  { name: 'Loud', value: 'loud' },
];

describe('how records read', () => {
  it('shows the server dates in local time', () => {
    const utc = [2025, 3, 10, 9, 30, 0];
    const local = new Date(Date.UTC(2025, 2, 10, 9, 30, 0));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(showDateTime(utc, 'en')).toBe(`${pad(local.getDate())} Mar 2025 - ${pad(local.getHours())}:${pad(local.getMinutes())}:00`);
    expect(showDate(utc, 'en')).toBe(`${pad(local.getDate())} Mar 2025`);
    expect(showDate(null, 'en')).toBe('');
  });

  it('shows a template value by its type', () => {
    expect(showValue('SELECT', OPTIONS, t)).toBe('Normal (ok), Loud (loud)');
    expect(showValue('COST', ['₹ 500', '₹ 1000'], t)).toBe('₹ 500, ₹ 1000');
    expect(showValue('RANGE', { minValue: 20, maxValue: 60, type: 'psi' }, t)).toBe('20 – 60 psi');
    expect(showValue('BOOLEAN', null, t)).toBe('Yes / No');
    expect(showValue('BOOLEAN', null, fr)).toBe('Oui / Non');
  });

  it('shows a reading: the option name, yes or no, the number, or a dash', () => {
    expect(showReading('SELECT', OPTIONS, 'ok', t)).toBe('Normal');
    expect(showReading('BOOLEAN', null, true, t)).toBe('Yes');
    expect(showReading('BOOLEAN', null, false, fr)).toBe('Non');
    expect(showReading('RANGE', null, 42.5, t)).toBe('42.5');
    expect(showReading('COST', null, '₹ 750', t)).toBe('₹ 750');
    expect(showReading('RANGE', null, null, t)).toBe('—');
  });

  it('names the types', () => {
    expect(showType('BOOLEAN', t)).toBe('Yes / No');
    expect(showType('range', t)).toBe('Range');
    expect(showType('OTHER', t)).toBe('OTHER');
  });
});
