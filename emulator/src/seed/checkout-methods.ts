import { DELIVERY_TIMES, type SeedDeliveryTime } from "./delivery-times";
import { hexId } from "./ids";
import type { Translated } from "./reference";

export interface SeedPaymentMethod {
  id: string;
  technicalName: string;
  name: Translated;
  description: Translated;
  position: number;
  afterOrderEnabled: boolean;
  /** Handled by the card/alternative payment provider ("adyen" segment) rather than Shopware itself. */
  provider: "shopware" | "adyen";
  /** The provider's own payment method type, as its payment-methods call names it. */
  providerType: string | null;
}

export const PAYMENT_METHODS: readonly SeedPaymentMethod[] = [
  {
    id: hexId("payment:invoice"),
    technicalName: "payment_invoice",
    position: 1,
    afterOrderEnabled: true,
    provider: "shopware",
    providerType: null,
    name: { "en-GB": "Invoice", "de-DE": "Rechnung", "uk-UA": "Рахунок-фактура" },
    description: {
      "en-GB": "Pay within 14 days of delivery.",
      "de-DE": "Zahlbar innerhalb von 14 Tagen nach Lieferung.",
      "uk-UA": "Оплата протягом 14 днів після доставки.",
    },
  },
  {
    id: hexId("payment:prepayment"),
    technicalName: "payment_prepayment",
    position: 2,
    afterOrderEnabled: true,
    provider: "shopware",
    providerType: null,
    name: { "en-GB": "Paid in advance", "de-DE": "Vorkasse", "uk-UA": "Передоплата" },
    description: {
      "en-GB": "Transfer the amount before we ship.",
      "de-DE": "Überweisen Sie den Betrag vor dem Versand.",
      "uk-UA": "Переказ суми перед відправленням.",
    },
  },
  {
    id: hexId("payment:card"),
    technicalName: "payment_adyen_card",
    position: 3,
    afterOrderEnabled: true,
    provider: "adyen",
    providerType: "scheme",
    name: {
      "en-GB": "Credit or debit card",
      "de-DE": "Kredit- oder Debitkarte",
      "uk-UA": "Кредитна або дебетова картка",
    },
    description: {
      "en-GB": "Visa, Mastercard, American Express",
      "de-DE": "Visa, Mastercard, American Express",
      "uk-UA": "Visa, Mastercard, American Express",
    },
  },
  {
    id: hexId("payment:paypal"),
    technicalName: "payment_adyen_paypal",
    position: 4,
    afterOrderEnabled: true,
    provider: "adyen",
    providerType: "paypal",
    name: { "en-GB": "PayPal", "de-DE": "PayPal", "uk-UA": "PayPal" },
    description: {
      "en-GB": "Pay with your PayPal account.",
      "de-DE": "Mit Ihrem PayPal-Konto bezahlen.",
      "uk-UA": "Оплата через обліковий запис PayPal.",
    },
  },
  {
    id: hexId("payment:sepa"),
    technicalName: "payment_adyen_sepa",
    position: 5,
    afterOrderEnabled: true,
    provider: "adyen",
    providerType: "sepadirectdebit",
    name: { "en-GB": "SEPA Direct Debit", "de-DE": "SEPA-Lastschrift", "uk-UA": "Прямий дебет SEPA" },
    description: {
      "en-GB": "Debited from your euro bank account.",
      "de-DE": "Abbuchung von Ihrem Euro-Bankkonto.",
      "uk-UA": "Списання з вашого банківського рахунку в євро.",
    },
  },
];

export interface SeedShippingMethod {
  id: string;
  technicalName: string;
  name: Translated;
  description: Translated;
  position: number;
  /** Gross shipping cost in the system currency. */
  price: number;
  /** Order value (gross, system currency) from which shipping is free; null for never. */
  freeFrom: number | null;
  /** One of the shop's delivery times, counted in days (the cart's delivery dates add them to today). */
  deliveryTime: SeedDeliveryTime;
  /** The parcel-locker method needs a locker chosen before the order. */
  parcelLocker: boolean;
}

export const SHIPPING_METHODS: readonly SeedShippingMethod[] = [
  {
    id: hexId("shipping:standard"),
    technicalName: "shipping_standard",
    position: 1,
    price: 4.99,
    freeFrom: 75,
    parcelLocker: false,
    deliveryTime: DELIVERY_TIMES.twoToFourDays,
    name: { "en-GB": "Standard", "de-DE": "Standard", "uk-UA": "Стандартна доставка" },
    description: {
      "en-GB": "Delivered in 2-4 days.",
      "de-DE": "Lieferung in 2-4 Tagen.",
      "uk-UA": "Доставка за 2-4 дні.",
    },
  },
  {
    id: hexId("shipping:express"),
    technicalName: "shipping_express",
    position: 2,
    price: 12.9,
    freeFrom: null,
    parcelLocker: false,
    deliveryTime: DELIVERY_TIMES.oneDay,
    name: { "en-GB": "Express", "de-DE": "Express", "uk-UA": "Експрес" },
    description: {
      "en-GB": "Delivered the next working day.",
      "de-DE": "Lieferung am nächsten Werktag.",
      "uk-UA": "Доставка наступного робочого дня.",
    },
  },
  {
    id: hexId("shipping:parcel-locker"),
    technicalName: "shipping_nova_poshta_locker",
    position: 3,
    price: 2.49,
    freeFrom: 50,
    parcelLocker: true,
    deliveryTime: DELIVERY_TIMES.oneToThreeDays,
    name: { "en-GB": "Parcel locker", "de-DE": "Paketstation", "uk-UA": "Поштомат" },
    description: {
      "en-GB": "Pick up your parcel at a locker of your choice.",
      "de-DE": "Holen Sie Ihr Paket an einer Station Ihrer Wahl ab.",
      "uk-UA": "Заберіть посилку в обраному поштоматі.",
    },
  },
];

export const DEFAULT_PAYMENT_METHOD_ID = hexId("payment:invoice");
export const DEFAULT_SHIPPING_METHOD_ID = hexId("shipping:standard");
