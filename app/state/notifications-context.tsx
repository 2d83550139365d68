import { createContext, useContext } from "react";
import type { NoticeBoard } from "./notice-board";

const NotificationsContext = createContext<NoticeBoard | null>(null);
export const NotificationsProvider = NotificationsContext.Provider;

export function useNotifications(): NoticeBoard {
  const board = useContext(NotificationsContext);
  if (!board) throw new Error("Store not initialised: useNotifications() outside NotificationsProvider");
  return board;
}
