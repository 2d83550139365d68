import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../router/services";

export const cartQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({ queryKey: ["cart", languageId], queryFn: async () => (await import("../store-api/cart")).readCart(services.api, languageId), staleTime: 0 });
