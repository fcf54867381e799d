/** slug → id of freshly inserted rows; an unknown slug is a mistake in the content, so it throws. */
export function lookup(rows: { id: number; slug: string }[], what: string): (slug: string) => number {
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  return (slug) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`seed: unknown ${what} "${slug}"`);
    return id;
  };
}
