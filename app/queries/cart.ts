import { queryOptions } from "@tanstack/react-query";
import { readCart } from "../store-api/cart";
import type { StorefrontServices } from "../router/services";

export const cartQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({ queryKey: ["cart", languageId], queryFn: () => readCart(services.api, languageId), staleTime: 0 });
