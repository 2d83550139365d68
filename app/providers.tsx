import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AssetsContext, type DocumentAssets } from "./lib/assets";
import { ServicesProvider, type StorefrontServices } from "./framework/services";
import type { NoticeBoard } from "./state/notice-board";
import { NotificationsProvider } from "./state/notifications-context";

/** The providers around the router, the same on the server and in the browser. */
export function AppProviders({
  services,
  notifications,
  assets,
  children,
}: {
  services: StorefrontServices;
  notifications: NoticeBoard;
  assets: DocumentAssets;
  children: ReactNode;
}) {
  return (
    <ServicesProvider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <NotificationsProvider value={notifications}>
          <AssetsContext.Provider value={assets}>{children}</AssetsContext.Provider>
        </NotificationsProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
