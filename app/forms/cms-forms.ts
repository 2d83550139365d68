import * as z from "zod/mini";
import { contactFormSchema, newsletterFormSchema } from "../cms/slots/forms/schemas";
import { defineIntent } from "../framework/actions";
import { isSubscribed, sendContactForm, subscribeNewsletter } from "../cms/forms-store-api";
import { storefrontUrlOf } from "../account/actions";
import { hexId } from "./fields";
import * as INTENT from "./intents";

/** The CMS page a form sits on: the shop mails the service team configured for it. */
const pageFields = {
  formId: z.string().check(z.minLength(1), z.maxLength(64)),
  navigationId: z.optional(hexId()),
  cmsPageType: z.optional(z.enum(["page", "landingpage", "product_list", "product_detail"])),
  entityName: z.optional(z.enum(["category", "landing_page"])),
};

/** The contact form element (form fields): checked here, the shop's rules are the last word. */
export const contactIntent = defineIntent({
  schema: z.object({ ...contactFormSchema.shape, ...pageFields }),
  keepsValues: true,
  async run({ services, domain }, { phone, formId, ...rest }) {
    await sendContactForm(services.api, domain.languageId, { ...rest, ...(phone ? { phone } : {}), slotId: formId });
    return { intent: INTENT.contact, ok: true, formId, notice: "form.contact.success" };
  },
});

/** The newsletter element: the shop mails a confirmation link (double opt-in) before anything else. */
export const newsletterIntent = defineIntent({
  schema: z.object({ ...newsletterFormSchema.shape, formId: pageFields.formId }),
  keepsValues: true,
  async run({ services, domain, url }, { email, firstName, formId }) {
    const storefrontUrl = storefrontUrlOf(url, domain.langPrefix);
    const answer = await subscribeNewsletter(services.api, domain.languageId, {
      email,
      ...(firstName ? { firstName } : {}),
      storefrontUrl,
    });
    const notice = isSubscribed(answer.status) ? "form.newsletter.already" : "form.newsletter.success";
    return { intent: INTENT.newsletterSignUp, ok: true, formId, notice };
  },
});
