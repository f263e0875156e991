/**
 * The query string of some values ('?name=value&…'), or '' when none is left. Undefined and null are left
 * out; so is '' when `dropEmpty` (a screen's link leaves an unset choice out, while a call to the bank sends
 * an empty field as it is).
 */
export function searchOf(values: object, { dropEmpty = false } = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || (dropEmpty && value === '')) continue;
    params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
