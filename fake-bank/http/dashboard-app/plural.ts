/** English plural rules for the dashboard's counts (it speaks English only: decision 0045). */
const rules = new Intl.PluralRules('en');

/** '1 fault', '3 faults', '0 changes': the noun's form the count takes. */
export function counted(count: number, one: string, other = `${one}s`): string {
  return `${count} ${rules.select(count) === 'one' ? one : other}`;
}
