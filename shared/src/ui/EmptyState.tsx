/** The "nothing here" text of a list (SPEC gives each list its own words). */
export function EmptyState({ text }: { text: string }) {
  return <p className="sb-empty">{text}</p>;
}
