/**
 * The provider's client-side encryption of a card field, as the provider's test environment (the
 * emulator's, like Adyen's own test environment for its test cards) takes it: the test token
 * `test_<value>`, which carries the value behind a prefix, not encrypted. That is why the card is
 * offered only with `paymentProvider.environment` "test" (offered-methods). A live Adyen account
 * encrypts in its Web SDK's secured fields (the provider's iframes, with the site config's
 * `paymentProvider.clientKey`), which this storefront does not integrate yet (see the README).
 */
export const encryptCardField = (value: string): string => `test_${value}`;
