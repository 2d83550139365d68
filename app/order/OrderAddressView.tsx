import type { OrderAddress } from "../store-api/order";

const nameOf = (entity: { name?: string; translated?: unknown } | undefined) => (entity?.translated as { name?: string } | undefined)?.name ?? entity?.name ?? "";

/** An address as a letter shows it, one line each. */
export function OrderAddressView({ address }: { address: OrderAddress }) {
  const lines = [
    address.company,
    address.department,
    `${address.firstName} ${address.lastName}`,
    address.street,
    address.additionalAddressLine1,
    address.additionalAddressLine2,
    [address.zipcode, address.city].filter(Boolean).join(" "),
    [nameOf(address.countryState), nameOf(address.country)].filter(Boolean).join(", "),
    address.phoneNumber,
  ].filter((line): line is string => !!line?.trim());
  return (
    <address className="order-address">
      {lines.map((line, i) => (
        // Lines may repeat (a company named like its city): their place is their identity.
        <span key={i}>{line}</span>
      ))}
    </address>
  );
}
