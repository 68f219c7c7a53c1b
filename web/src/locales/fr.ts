/** The French strings, by area: each file fr/{area}.json under the key {area}. */
import { byArea } from '@/locales/by-area';

export default byArea(import.meta.glob<Record<string, unknown>>('./fr/*.json', { eager: true, import: 'default' }));
