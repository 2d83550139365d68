/**
 * A sentence with one part kept on one line: a delivery time's name ("1-2 weeks") would otherwise
 * break at its hyphen or space in a narrow buy box or mini cart.
 */
export function KeepTogether({ text, part }: { text: string; part: string | null | undefined }) {
  const at = part ? text.indexOf(part) : -1;
  if (!part || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}
