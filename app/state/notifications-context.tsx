import { createContext, useContext } from "react";
import type { NotificationStore } from "./notifications";

const NotificationsContext = createContext<NotificationStore | null>(null);
export const NotificationsProvider = NotificationsContext.Provider;

export function useNotifications(): NotificationStore {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error("Store not initialised: useNotifications() outside NotificationsProvider");
  return store;
}
