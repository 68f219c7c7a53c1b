import i18n from '@/lib/i18n';
import {
  DELIVERY_KINDS,
  DELIVERY_STATUSES,
  kindLabel,
  statusLabel,
  statusTone,
} from '@/features/notifications/components/delivery-vocabulary';

describe('the delivery log’s words', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('name every status and kind in English and French', () => {
    for (const lang of ['en', 'fr']) {
      for (const s of DELIVERY_STATUSES) expect(i18n.exists(`notifications.statuses.${s}`, { lng: lang }), `${lang} ${s}`).toBe(true);
      for (const k of DELIVERY_KINDS) expect(i18n.exists(`notifications.kinds.${k}`, { lng: lang }), `${lang} ${k}`).toBe(true);
    }
  });

  it.each([
    ['historical', 'Not sent: historical', 'Non envoyé : historique'],
    ['not_configured', 'Not configured', 'Non configuré'],
    ['sms_cap', 'Daily SMS cap reached', 'Plafond quotidien de SMS atteint'],
    ['in_doubt', 'In doubt (sent again)', 'Incertain (renvoyé)'],
    ['withdrawn', 'Withdrawn', 'Retiré'],
  ])('shows %s as words', async (status, en, fr) => {
    expect(statusLabel(status, i18n.t)).toBe(en);
    await i18n.changeLanguage('fr');
    expect(statusLabel(status, i18n.t)).toBe(fr);
  });

  it('shows a value it does not know as the server wrote it', () => {
    expect(statusLabel('queued', i18n.t)).toBe('queued');
    expect(kindLabel('', i18n.t)).toBe('');
  });

  it('colours delivered, failed and doubtful rows', () => {
    expect(statusTone('sent')).toBe('success');
    expect(statusTone('failed')).toBe('error');
    expect(statusTone('in_doubt')).toBe('warning');
    expect(statusTone('historical')).toBe('default');
  });
});
