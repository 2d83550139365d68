import type { AssociationTree } from "../catalog/criteria";
import type { SeedDownload } from "../seed/downloads";
import { LIVE_VERSION_ID } from "../seed/reference";

/**
 * An order as stored holds everything it was placed with; Shopware loads an order's associations
 * (OrderAddress.country, countryState and salutation, a delivery's address and method, a transaction's
 * payment method, a line item's cover and downloads) only when the criteria asks for them. These
 * project the stored order onto the requested association tree.
 */
type Json = Record<string, unknown>;

const has = (tree: AssociationTree | undefined, name: string) => tree !== undefined && Object.hasOwn(tree, name);
const below = (tree: AssociationTree | undefined, name: string): AssociationTree => tree?.[name]?.associations ?? {};

/** Keeps the named associations of an entity that are requested, drops the others. */
function only(entity: Json, names: readonly string[], tree: AssociationTree | undefined): Json {
  const out: Json = { ...entity };
  for (const name of names) if (!has(tree, name)) delete out[name];
  return out;
}

export function orderAddressJson(address: Json, tree: AssociationTree | undefined): Json {
  return only(address, ["country", "countryState", "salutation"], tree);
}

export function orderDeliveryJson(delivery: Json, tree: AssociationTree | undefined): Json {
  const out = only(delivery, ["shippingOrderAddress", "shippingMethod"], tree);
  if (out["shippingOrderAddress"])
    out["shippingOrderAddress"] = orderAddressJson(
      out["shippingOrderAddress"] as Json,
      below(tree, "shippingOrderAddress"),
    );
  return out;
}

export function orderTransactionJson(transaction: Json, tree: AssociationTree | undefined): Json {
  return only(transaction, ["paymentMethod"], tree);
}

/** A line item; its downloads' access follows the order's payment (the default flow grants it once paid). */
export function orderLineItemJson(item: Json, tree: AssociationTree | undefined, accessGranted: boolean): Json {
  const out = only(item, ["cover", "downloads"], tree);
  if (has(tree, "cover")) out["cover"] = item["cover"] ?? null;
  if (has(tree, "downloads")) {
    out["downloads"] = ((item["downloads"] as Json[] | undefined) ?? []).map((download) => ({
      ...only(download, ["media"], below(tree, "downloads")),
      accessGranted,
    }));
  }
  return out;
}

/** Shopware's order_line_item_download for a digital product's file, its media private (no public URL). */
export function orderLineItemDownload(id: string, lineItemId: string, download: SeedDownload, at: string): Json {
  return {
    id,
    versionId: LIVE_VERSION_ID,
    orderLineItemId: lineItemId,
    orderLineItemVersionId: LIVE_VERSION_ID,
    mediaId: download.mediaId,
    position: download.position,
    accessGranted: false,
    customFields: {},
    createdAt: at,
    updatedAt: null,
    media: {
      id: download.mediaId,
      mimeType: download.mimeType,
      fileExtension: download.fileExtension,
      fileName: download.fileName,
      fileSize: null,
      uploadedAt: at,
      metaData: null,
      config: null,
      alt: null,
      title: null,
      url: "",
      path: `${download.fileName}.${download.fileExtension}`,
      hasFile: true,
      private: true,
      translated: { alt: null, title: null, customFields: {} },
      thumbnails: [],
      customFields: {},
      createdAt: at,
      updatedAt: null,
      apiAlias: "media",
    },
    apiAlias: "order_line_item_download",
  };
}
