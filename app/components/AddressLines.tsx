import { addressLines, type PostalAddress } from "../lib/address-lines";

/** An address as a letter shows it, one line each (lib/address-lines: Shopware's order). */
export function AddressLines({
  address,
  className,
  recipient = true,
}: {
  address: PostalAddress;
  className: string;
  recipient?: boolean;
}) {
  return (
    <address className={className}>
      {addressLines(address, { recipient }).map((line, index) => (
        // Lines may repeat (a company named like its city): their place is their identity.
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
