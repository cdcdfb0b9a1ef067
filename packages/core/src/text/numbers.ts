// Number formatting with formatters made once: `toLocaleString` builds an ICU formatter on every
// call (tens of microseconds each; a page of search results formats dozens of numbers).

const indianGrouping = new Intl.NumberFormat('en-IN');
const twoDecimals = new Map<string, Intl.NumberFormat>();

/** A whole count with Indian digit grouping: '1,25,000'. */
export function formatCount(value: number): string {
  return indianGrouping.format(value);
}

/** An amount with exactly two decimals in `locale`'s grouping: '1,250.50'. */
export function formatTwoDecimals(value: number, locale: 'en-IN' | 'en-US'): string {
  let format = twoDecimals.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    twoDecimals.set(locale, format);
  }
  return format.format(value);
}
