/**
 * The provider's client-side encryption of a card field, as the emulator's provider takes it: its
 * test token `test_<value>` (Adyen's own test environment accepts the same for unencrypted test
 * cards). A live Adyen account encrypts in its Web SDK's secured fields instead (the provider's
 * iframes, with the site config's `paymentProvider.clientKey`); that integration is not part of
 * this storefront yet (see the README). Either way the readable number never reaches the Worker.
 */
export const encryptCardField = (value: string): string => `test_${value}`;
