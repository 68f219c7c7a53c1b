/** The English strings, by area: each file en/{area}.json under the key {area} (t('layout.signOut') reads layout.json's "signOut"). */
import { byArea } from '@/locales/by-area';

export default byArea(import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' }));
