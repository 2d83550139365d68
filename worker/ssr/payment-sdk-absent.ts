/**
 * What the Worker's bundle has in place of the payment provider's web SDK (@adyen/adyen-web, aliased in
 * wrangler.toml): the card form (app/payment/ProviderCard) loads the SDK in an effect, which never runs
 * on the server, and wrangler would otherwise bundle the whole SDK (its dynamic import) into the Worker.
 */
const browserOnly = (): never => {
  throw new Error("the payment provider's SDK runs in the browser only");
};

export const AdyenCheckout = browserOnly;
export class Card {
  constructor() {
    browserOnly();
  }
}
