import { island } from "../../framework/island";
import { configValue, type CmsSlotProps } from "./types";

// Forms load only where a page has one (islands inside the content group's island): no first load
// carries them. A page's loader preloads them with the page (app/cms/preload-page-slots).
const ContactForm = island(() => import("./forms/ContactForm").then((m) => m.ContactForm));
const NewsletterForm = island(() => import("./forms/NewsletterForm").then((m) => m.NewsletterForm));
export const islands = [ContactForm, NewsletterForm];

/** The form element: the contact form or the newsletter sign-up, as configured. */
export function CmsForm({ slot }: CmsSlotProps) {
  const type = configValue<string>(slot, "type");
  const title = configValue<string>(slot, "title") ?? null;
  const confirmation = configValue<string>(slot, "confirmationText") ?? null;
  if (type === "contact") return <ContactForm slotId={slot.id} title={title} confirmation={confirmation} />;
  if (type === "newsletter") return <NewsletterForm slotId={slot.id} title={title} />;
  return null;
}
