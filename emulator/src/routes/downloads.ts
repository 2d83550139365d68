import { Hono } from "hono";
import type { EmulatorEnv } from "../env";
import { StoreApiError } from "../lib/errors";
import { requireUuid } from "../lib/request";
import { findOrder, transactionsOf } from "../state/orders";
import { requireCustomer } from "./account";

interface StoredDownload {
  id: string;
  media?: { fileName?: string; fileExtension?: string };
}
interface StoredLineItem {
  label?: string;
  downloads?: StoredDownload[];
}

const downloadNotFound = (downloadId: string) =>
  new StoreApiError(
    404,
    "CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND",
    `Line item download file with id "${downloadId}" not found.`,
    { downloadId },
  );

/** The licence certificate a software product delivers: a key derived from the download, so it is stable. */
function licenceText(item: StoredLineItem, orderNumber: string, downloadId: string): string {
  const key = (downloadId.toUpperCase().match(/.{5}/g) ?? []).slice(0, 5).join("-");
  return `${item.label ?? "Software"}\nOrder ${orderNumber}\nLicence key: ${key}\n`;
}

/**
 * Files of an order: a digital product's download (Shopware's DownloadRoute, once the order is paid)
 * and the order's documents (DocumentRoute). The emulator creates no documents (no invoice, delivery
 * note or credit note is ever generated), so every document is Shopware's document-not-found.
 */
export const downloadRoutes = new Hono<EmulatorEnv>()
  .get("/order/download/:orderId/:downloadId", async (c) => {
    const customer = requireCustomer(c);
    const orderId = c.req.param("orderId");
    const downloadId = c.req.param("downloadId");
    const order = await findOrder(c.env.DB, orderId);
    // The download of another customer's order, of an unpaid order, or an unknown one: all not found.
    if (!order || order.customer_id !== customer.id) throw downloadNotFound(downloadId);
    const lineItems = (JSON.parse(order.payload) as { lineItems?: StoredLineItem[] }).lineItems ?? [];
    const item = lineItems.find((line) => (line.downloads ?? []).some((d) => d.id === downloadId));
    const download = item?.downloads?.find((d) => d.id === downloadId);
    const paid = (await transactionsOf(c.env.DB, order.id)).some((t) => t.state === "paid");
    if (!item || !download || !paid) throw downloadNotFound(downloadId);
    const fileName = `${download.media?.fileName ?? "download"}.${download.media?.fileExtension ?? "txt"}`;
    return c.body(licenceText(item, order.order_number, download.id), 200, {
      "content-type": "application/octet-stream",
      "content-disposition": `attachment; filename="${fileName}"`,
    });
  })
  .on(["GET", "POST"], ["/document/download/:documentId", "/document/download/:documentId/:deepLinkCode"], (c) => {
    const documentId = requireUuid(c.req.param("documentId"));
    throw new StoreApiError(
      404,
      "DOCUMENT__DOCUMENT_NOT_FOUND",
      `The document with id "${documentId}" is invalid or could not be found.`,
      { documentId },
    );
  });
