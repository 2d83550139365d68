import { lazy, Suspense } from "react";
import { configValue, type CmsSlotProps } from "./types";

// Forms (and their validation) load only where a page has one: they are not part of any first load.
const ContactForm = lazy(() => import("./forms/ContactForm").then((m) => ({ default: m.ContactForm })));
const NewsletterForm = lazy(() => import("./forms/NewsletterForm").then((m) => ({ default: m.NewsletterForm })));

/** The form element: the contact form or the newsletter sign-up, as configured. */
export function CmsForm({ slot }: CmsSlotProps) {
  const type = configValue<string>(slot, "type");
  const title = configValue<string>(slot, "title") ?? null;
  const confirmation = configValue<string>(slot, "confirmationText") ?? null;
  return (
    <Suspense fallback={null}>
      {type === "contact" ? <ContactForm slotId={slot.id} title={title} confirmation={confirmation} /> : type === "newsletter" ? <NewsletterForm slotId={slot.id} title={title} /> : null}
    </Suspense>
  );
}
