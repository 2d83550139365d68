import { type Context, Hono } from "hono";
import { z } from "zod";
import { calculateCart, cartError, type CalculatedCart, type CartError } from "../catalog/cart-calc";
import type { EmulatorEnv } from "../env";
import { StoreApiError } from "../lib/errors";
import { newId } from "../lib/crypto";
import { jsonBody } from "../lib/request";
import { promotionByCode } from "../seed/promotions";
import { tr } from "../serialize/common";
import { deleteCart, loadCart, saveCart, type StoredCart } from "../state/cart";
import { findProject, type Project } from "../state/projects";
import { catalogueOf } from "./catalog-helpers";

/** Whose projects the current session may use: the customer's, or a guest session's own. */
export const projectOwner = (c: Context<EmulatorEnv>) => c.get("state").customer?.id ?? c.get("state").token;

/** The cart's projects, as last priced (their snapshot) unless the read is forced to read them afresh. */
async function projectsOf(c: Context<EmulatorEnv>, cart: StoredCart, fresh: boolean): Promise<Map<string, Project>> {
  const owner = projectOwner(c);
  const map = new Map<string, Project>();
  for (const item of cart.lineItems.filter((i) => i.type === "pbx2project")) {
    const project = await findProject(c.env.DB, item.referencedId);
    if (project && project.owner === owner)
      map.set(project.id, fresh || !item.snapshot ? project : { ...project, ...item.snapshot });
  }
  return map;
}

/** Recalculates and stores the cart; one-off notices of this request (or a choice of them, once calculated) are added to the answer. */
export async function respondWithCart(
  c: Context<EmulatorEnv>,
  cart: StoredCart,
  notices: CartError[] | ((result: CalculatedCart) => CartError[]) = [],
  fresh = false,
): Promise<CalculatedCart> {
  const projects = await projectsOf(c, cart, fresh);
  const result = calculateCart(cart, c.get("state"), catalogueOf(c), projects);
  result.stored = {
    ...result.stored,
    lineItems: result.stored.lineItems.map((item) => {
      const project = item.type === "pbx2project" ? projects.get(item.referencedId) : undefined;
      return project
        ? {
            ...item,
            snapshot: {
              name: project.name,
              pageCount: project.pageCount,
              optionIds: project.optionIds,
              thumbnailUrl: project.thumbnailUrl,
            },
          }
        : item;
    }),
  };
  await saveCart(c.env.DB, c.get("state").token, result.stored);
  if (typeof notices === "function") notices = notices(result);
  if (notices.length) {
    const errors = Array.isArray(result.json["errors"]) ? {} : (result.json["errors"] as Record<string, CartError>);
    for (const notice of notices) errors[notice.key] = notice;
    result.json["errors"] = errors;
  }
  return result;
}

const addSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string().max(64).optional(),
        type: z.string(),
        referencedId: z.string().max(255).optional(),
        quantity: z.coerce.number().int().positive().max(10_000).default(1),
        payload: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .min(1),
});

const changeSchema = z.object({
  items: z.array(z.object({ id: z.string(), quantity: z.coerce.number().int() })).min(1),
});

function badItems(issues: z.core.$ZodIssue[]): never {
  throw StoreApiError.violations(
    issues.map((issue) => ({
      pointer: `/${issue.path.join("/")}`,
      code:
        issue.code === "invalid_type" && issue.input === undefined
          ? "VIOLATION::IS_BLANK_ERROR"
          : "VIOLATION::INVALID_VALUE",
      detail:
        issue.code === "invalid_type" && issue.input === undefined ? "This value should not be blank." : issue.message,
    })),
  );
}

const notFound = (id: string) =>
  new StoreApiError(404, "CHECKOUT__CART_LINE_ITEM_NOT_FOUND", `Line item with identifier ${id} not found.`, {
    identifier: id,
  });

async function removeItems(c: Context<EmulatorEnv>, ids: string[]) {
  if (ids.length === 0)
    throw StoreApiError.violations([
      { pointer: "/ids", code: "VIOLATION::IS_BLANK_ERROR", detail: "This value should not be blank." },
    ]);
  const cart = await loadCart(c.env.DB, c.get("state").token);
  for (const id of ids) {
    const item = cart.lineItems.find((i) => i.id === id);
    if (!item) throw notFound(id);
    // Codes typed by the shopper can be removed; global promotions have no stored item to remove.
  }
  const next = { ...cart, lineItems: cart.lineItems.filter((i) => !ids.includes(i.id)) };
  const result = await respondWithCart(c, next);
  return c.json(result.json);
}

export const cartRoutes = new Hono<EmulatorEnv>()
  .get("/checkout/cart", async (c) =>
    c.json((await respondWithCart(c, await loadCart(c.env.DB, c.get("state").token))).json),
  )
  .post("/checkout/cart", async (c) => {
    // force-project-refresh: project prices, names and thumbnails are read again; without it the cart is only read.
    const body = await jsonBody(c);
    const forced =
      typeof body === "object" && body !== null && (body as Record<string, unknown>)["force-project-refresh"] === true;
    return c.json((await respondWithCart(c, await loadCart(c.env.DB, c.get("state").token), [], forced)).json);
  })
  .delete("/checkout/cart", async (c) => {
    await deleteCart(c.env.DB, c.get("state").token);
    return c.body(null, 204);
  })
  .post("/checkout/cart/line-item", async (c) => {
    const parsed = addSchema.safeParse(await jsonBody(c));
    if (!parsed.success) badItems(parsed.error.issues);
    const state = c.get("state");
    const catalogue = catalogueOf(c);
    const cart = await loadCart(c.env.DB, state.token);
    const notices: CartError[] = [];
    for (const [index, input] of parsed.data.items.entries()) {
      if (input.type === "promotion") {
        const code = (input.referencedId ?? "").trim();
        const promotion = promotionByCode(code);
        if (!promotion) {
          notices.push(
            cartError("promotion-not-found", code, 20, `Promotion with code ${code} could not be found.`, { code }),
          );
          continue;
        }
        if (
          !cart.lineItems.some((i) => i.type === "promotion" && i.referencedId.toLowerCase() === code.toLowerCase())
        ) {
          cart.lineItems.push({
            id: input.id ?? newId(),
            type: "promotion",
            referencedId: promotion.code!,
            quantity: 1,
            addedAt: Date.now(),
          });
          notices.push(
            cartError(
              "promotion-discount-added",
              promotion.id,
              0,
              `Discount ${tr(promotion.name, state.language.code)} has been added`,
              {
                name: tr(promotion.name, state.language.code),
                code: promotion.code,
              },
            ),
          );
        }
        continue;
      }
      if (input.type === "pbx2project") {
        const projectId =
          typeof input.payload?.["projectId"] === "string" ? (input.payload["projectId"] as string).trim() : "";
        if (projectId.length === 0) {
          throw StoreApiError.violations([
            {
              pointer: `/items/${index}/payload/projectId`,
              code: "VIOLATION::TOO_SHORT_ERROR",
              detail: "Pbx product id must have length greater than 0",
            },
          ]);
        }
        const project = await findProject(c.env.DB, projectId);
        if (!project || project.owner !== projectOwner(c)) {
          throw new StoreApiError(404, "PBX__PROJECT_NOT_FOUND", `Project "${projectId}" was not found.`, {
            projectId,
          });
        }
        const existing = cart.lineItems.find((i) => i.type === "pbx2project" && i.referencedId === projectId);
        if (existing) {
          existing.quantity = input.quantity;
          delete existing.snapshot;
        } else
          cart.lineItems.push({
            id: input.id ?? newId(),
            type: "pbx2project",
            referencedId: projectId,
            quantity: input.quantity,
            addedAt: Date.now(),
          });
        continue;
      }
      if (input.type !== "product") {
        throw StoreApiError.violations([
          {
            pointer: `/items/${index}/type`,
            code: "VIOLATION::NO_SUCH_CHOICE_ERROR",
            detail: "The value you selected is not a valid choice.",
          },
        ]);
      }
      const productId = input.referencedId ?? input.id ?? "";
      const product = catalogue.productById.get(productId);
      if (!product)
        throw new StoreApiError(404, "CONTENT__PRODUCT_NOT_FOUND", `Could not find product with id "${productId}"`, {
          productId,
        });
      const existing = cart.lineItems.find((i) => i.type === "product" && i.referencedId === productId);
      if (existing) existing.quantity += input.quantity;
      else
        cart.lineItems.push({
          id: input.id ?? productId,
          type: "product",
          referencedId: productId,
          quantity: input.quantity,
          addedAt: Date.now(),
        });
    }
    // Shopware tells of an added discount only when the promotion applies; an ineligible code says so instead.
    const applied = (result: CalculatedCart) => {
      const codes = new Set(
        result.lines.filter((l) => l["type"] === "promotion").map((l) => String(l["referencedId"]).toLowerCase()),
      );
      return notices.filter(
        (n) =>
          n.messageKey !== "promotion-discount-added" || codes.has(String(n.parameters["code"] ?? "").toLowerCase()),
      );
    };
    return c.json((await respondWithCart(c, cart, applied)).json);
  })
  .patch("/checkout/cart/line-item", async (c) => {
    const parsed = changeSchema.safeParse(await jsonBody(c));
    if (!parsed.success) badItems(parsed.error.issues);
    const cart = await loadCart(c.env.DB, c.get("state").token);
    const catalogue = catalogueOf(c);
    for (const change of parsed.data.items) {
      const item = cart.lineItems.find((i) => i.id === change.id);
      if (!item) throw notFound(change.id);
      if (item.type === "promotion")
        throw new StoreApiError(
          400,
          "CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE",
          `Line item with identifier ${item.id} is not stackable and the quantity cannot be changed.`,
          { id: item.id },
        );
      if (item.type === "pbx2project") {
        const project = await findProject(c.env.DB, item.referencedId);
        const pbx = project
          ? catalogue.products.find((p) => p.pbx?.productFamilyId === project.productFamilyId)?.pbx
          : undefined;
        if (pbx && (!pbx.quantityEditableInCart || pbx.allowMultiplePsp)) {
          throw new StoreApiError(
            400,
            "CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE",
            `Line item with identifier ${item.id} is not stackable and the quantity cannot be changed.`,
            { id: item.id },
          );
        }
      }
      if (change.quantity < 1)
        throw StoreApiError.violations([
          {
            pointer: "/items/quantity",
            code: "VIOLATION::TOO_LOW_ERROR",
            detail: "This value should be greater than or equal to 1.",
          },
        ]);
      item.quantity = change.quantity;
    }
    return c.json((await respondWithCart(c, cart)).json);
  })
  .delete("/checkout/cart/line-item", async (c) =>
    removeItems(c, [...(c.req.queries("ids[]") ?? []), ...(c.req.queries("ids") ?? [])]),
  )
  .post("/checkout/cart/line-item/delete", async (c) => {
    const body = z.object({ ids: z.array(z.string()).min(1) }).safeParse(await jsonBody(c));
    if (!body.success) badItems(body.error.issues);
    return removeItems(c, body.data.ids);
  });
