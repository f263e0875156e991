/** One page of an already ordered list, in the spec's "Deal paging" shape (nums, total, pageAll, page, list). */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  return {
    nums: String(size),
    total: String(items.length),
    pageAll: String(Math.ceil(items.length / size)),
    page: String(page),
    list: items.slice((page - 1) * size, page * size),
  };
}

/** Compare by a key, then by a tie-breaker, so the same query always answers the same order. */
export function byKey<T>(key: (item: T) => string | number, tie: (item: T) => string, descending = false) {
  return (a: T, b: T): number => {
    const [ka, kb] = [key(a), key(b)];
    const primary = ka < kb ? -1 : ka > kb ? 1 : 0;
    if (primary !== 0) return descending ? -primary : primary;
    const [ta, tb] = [tie(a), tie(b)];
    return ta < tb ? -1 : ta > tb ? 1 : 0;
  };
}
