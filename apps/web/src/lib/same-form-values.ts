const empty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Whether two form values are the same for the person filling the form in: an empty field is one value whether
 * it holds '', null or undefined (a cleared input, a cleared select, a field never touched); dates and other
 * values with toJSON (dayjs) compare by what they stand for; objects and arrays by their content, in any key order.
 */
export function sameFormValues(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Object.is(a, b);
  const json = (value: object) => ('toJSON' in value && typeof value.toJSON === 'function' ? (value.toJSON as () => unknown)() : value);
  const [left, right] = [json(a), json(b)];
  if (left !== a || right !== b) return sameFormValues(left, right);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameFormValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
