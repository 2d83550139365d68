import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * An image inside the link the shop set on it: a plain anchor to another site (the router cannot
 * navigate there), a router link within the shop, or the image alone when there is no link.
 */
export function CmsImageLink({
  link,
  newTab,
  className,
  children,
}: {
  link: { href: string; external: boolean } | null;
  newTab: { target?: string; rel?: string };
  className?: string;
  children: ReactNode;
}) {
  if (!link) return children;
  if (link.external) {
    return (
      <a href={link.href} className={className} {...newTab}>
        {children}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} {...newTab}>
      {children}
    </Link>
  );
}
