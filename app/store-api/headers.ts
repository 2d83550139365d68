/** Per-call headers: the language of the page being rendered, and SEO URLs for links. */
export const languageHeaders = (languageId: string) => ({ "sw-language-id": languageId });
export const catalogHeaders = (languageId: string) => ({
  "sw-language-id": languageId,
  "sw-include-seo-urls": true as const,
});
