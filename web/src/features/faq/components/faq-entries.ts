/**
 * The troubleshooting FAQ of the field control module (spec 03 §2 "FAQs"):
 * its categories in order and the questions of each; the texts are in
 * locales/{en,fr}/faq.json under faq.categories.{category}.
 */
export const FAQ_CATEGORIES = [
  { id: 'network', entries: ['signal', 'weakSignal', 'noData', 'simBalance', 'lateData'] },
  { id: 'leds', entries: ['meaning', 'networkBlinking', 'faultLit', 'feedbackInputs'] },
  { id: 'charger', entries: ['ratings', 'check', 'fuses', 'powerCuts'] },
  { id: 'sensors', entries: ['validRange', 'checkProbe', 'target', 'volumeZero', 'volumeJumps'] },
  { id: 'module', entries: ['errorCodes', 'restart', 'times', 'replace'] },
  { id: 'noise', entries: ['signs', 'cables', 'earthing'] },
  { id: 'voltage', entries: ['supply', 'gridOrGenerator'] },
] as const;

/** How many questions the FAQ answers. */
export const FAQ_COUNT = FAQ_CATEGORIES.reduce((n, c) => n + c.entries.length, 0);
