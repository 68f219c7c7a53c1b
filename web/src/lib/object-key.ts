/**
 * A stable React key for an object that has no id of its own (a chosen
 * File): the same object always gets the same key and another object
 * another, so a list that loses an item in the middle keeps the others'.
 */
const keys = new WeakMap<object, string>();
let next = 0;

export function objectKey(o: object): string {
  let key = keys.get(o);
  if (key === undefined) {
    next += 1;
    key = `k${next}`;
    keys.set(o, key);
  }
  return key;
}
