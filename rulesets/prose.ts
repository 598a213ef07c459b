/** Lists in messages: `"a"`, `"a" and "b"`, `"a", "b" and "c"`. */
export function proseList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;
}

export function quoted(items: readonly string[]): string[] {
  return items.map((item) => `"${item}"`);
}
